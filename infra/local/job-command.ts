import { JOBS } from '@msc/functions/jobs/registry';
import { jobRunsOf } from '@msc/functions/retention/index';
import { runLocalCommand } from './local-command';

/**
 * `npm run job -- <name> [--force]`: runs one scheduled job once against the local data in .local/ and
 * prints its run record. Exit 0 when it succeeded or was skipped (no new feed: a normal day), 1 when it
 * failed. `--force` reads the newest feed again even if a run already read it.
 */
runLocalCommand(
  () => {
    const [name, ...flags] = process.argv.slice(2);
    const job = JOBS.find((candidate) => candidate.name === name);
    if (!job) {
      const names = JOBS.map((candidate) => candidate.name).join(', ') || '(none yet)';
      throw new Error(
        name
          ? `No job named "${name}". Jobs: ${names}`
          : `Usage: npm run job -- <name> [--force]. Jobs: ${names}`,
      );
    }
    const unknown = flags.filter((flag) => flag !== '--force');
    if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}. Options: --force`);
    return { job, force: flags.includes('--force') };
  },
  async ({ job, force }) => {
    const started = Date.now();
    try {
      const run = await job.run({ force });
      console.log(JSON.stringify(run, null, 2));
      console.log(`${job.name} ${run.status}${run.note ? `: ${run.note}` : ''} (${Date.now() - started} ms)`);
    } catch (error) {
      // The run record says what failed; the command fails with it.
      const [failed] = await jobRunsOf(job.name, 1);
      if (failed) console.log(JSON.stringify(failed, null, 2));
      throw new Error(`${job.name} failed: ${(error as Error).message}`);
    }
  },
);
