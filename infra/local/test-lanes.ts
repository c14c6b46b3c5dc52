import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { chromiumProblem } from './chromium';

/**
 * `npm run test:lanes`: the whole suite in two lanes side by side (`npm test` runs the tiers one after the
 * other until this is measured on a quiet 2-core machine: beside the journeys the unit tier took 637 s instead
 * of 219 s, and a loaded run timed out one journey). The journeys (about two thirds of the time) mostly
 * wait on the browser and the stack, and the integration tier on the emulators: one after the other they
 * left a 2-core machine idle half the time. Each lane stops at its first failure; the suite fails when
 * either lane does, after both have finished, so one run reports everything that is wrong.
 */
const LANES: Record<string, string[]> = {
  checks: ['npm run lint', 'npm run typecheck', 'npm run test:unit', 'npm run test:int'],
  journeys: ['npm run test:e2e'],
};

/** Runs the lane's commands in order, each output line prefixed with the lane's name. */
async function runLane(name: string, commands: string[]): Promise<boolean> {
  for (const command of commands) {
    const started = Date.now();
    console.log(`[${name}] $ ${command}`);
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${name}] ${command} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
    if (code !== 0) return false;
  }
  return true;
}

const problem = chromiumProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const results = await Promise.all(
  Object.entries(LANES).map(async ([name, commands]) => [name, await runLane(name, commands)] as const),
);
const failed = results.filter(([, passed]) => !passed).map(([name]) => name);
console.log(failed.length === 0 ? 'npm test: every lane passed' : `npm test: failed in ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
