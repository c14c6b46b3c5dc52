import { spawn } from 'node:child_process';

/**
 * `npm run lint`: Biome, the two dependency-cruiser checks and knip side by side. One after the other they
 * took the sum of their times on a 2-core machine while each but Biome used one core; together they take
 * about the longest's. Each check's output is printed whole when it ends (never interleaved), and the
 * lint fails when any check does, after all have finished, so one run reports everything that is wrong.
 * `--typecheck` (what `npm test` runs) adds the type check beside them: it too is mostly one core's work.
 */
const CHECKS: Record<string, string> = {
  biome: 'biome check .',
  'lint:deps:functions': 'npm run --silent lint:deps:functions',
  'lint:deps:frontend': 'npm run --silent lint:deps:frontend',
  'lint:knip': 'npm run --silent lint:knip',
  ...(process.argv.includes('--typecheck') ? { typecheck: 'npm run --silent typecheck' } : {}),
};

function run(name: string, command: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(Object.entries(CHECKS).map(([name, command]) => run(name, command)));
process.exit(results.every(Boolean) ? 0 : 1);
