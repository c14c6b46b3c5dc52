import type { ChildProcess } from 'node:child_process';

/**
 * Child processes (the DynamoDB Local JVM) do not die with Node: without this, every Ctrl-C or test-runner
 * shutdown leaves a java process holding its port. One registry, one set of process listeners.
 */
const children = new Set<ChildProcess>();
let installed = false;

const killAll = (): void => {
  // SIGTERM lets the JVM run its shutdown hooks (DynamoDB Local closes its SQLite files); it exits promptly.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  children.clear();
};

const onSignal = (signal: NodeJS.Signals): void => {
  killAll();
  // Listening to a signal disables Node's default "exit on signal". If nobody else listens, restore that
  // default by removing ourselves and re-raising; if the app has its own shutdown handler, leave it the exit.
  if (process.listenerCount(signal) === 1) {
    uninstall();
    process.kill(process.pid, signal);
  }
};

const onSigint = (): void => onSignal('SIGINT');
const onSigterm = (): void => onSignal('SIGTERM');

const install = (): void => {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
};

const uninstall = (): void => {
  if (!installed) return;
  installed = false;
  process.off('exit', killAll);
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
};

/** Kills `child` when this Node process exits or receives SIGINT/SIGTERM; returns the unregister function. */
export const killOnExit = (child: ChildProcess): (() => void) => {
  children.add(child);
  install();
  const unregister = (): void => {
    children.delete(child);
    // Drop the listeners once nothing is tracked, so an idle process keeps Node's default signal handling.
    if (children.size === 0) uninstall();
  };
  child.once('exit', unregister);
  return unregister;
};
