import { JOBS } from '@msc/functions/jobs/registry';
import { runLocalCommand } from './local-command';

/** `npm run job -- <name>`: runs one scheduled job once against the local data in .local/. */
runLocalCommand(
  () => {
    const name = process.argv[2];
    const job = JOBS.find((candidate) => candidate.name === name);
    if (!job) {
      const names = JOBS.map((candidate) => candidate.name).join(', ') || '(none yet)';
      throw new Error(
        name ? `No job named "${name}". Jobs: ${names}` : `Usage: npm run job -- <name>. Jobs: ${names}`,
      );
    }
    return job;
  },
  async (job) => {
    const started = Date.now();
    await job.run();
    console.log(`${job.name} finished in ${Date.now() - started} ms`);
  },
);
