import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Type-checks every workspace, two `tsc` programs at a time (each is one single-threaded process, and the
 * functions and frontend programs take most of the time), and fails when any of them finds an error.
 */
const PROJECTS = ['functions', 'frontend', 'infra', 'shared', 'tsconfig.json'];

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    tsc.on('close', (code) => resolve(code === 0));
  });
}

async function main() {
  const queue = [...PROJECTS];
  const failed: string[] = [];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed.push(project);
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
  if (failed.length > 0) {
    console.error(`Type errors in: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
