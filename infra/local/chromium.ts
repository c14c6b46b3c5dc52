import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_REQUIRED_MESSAGE = (path: string) =>
  `The browser tests need Chromium at ${path}: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium binary) and run again.`;

/** The message to stop with, or undefined when the Chromium the browser tier uses can be run. */
export function chromiumProblem(
  path: string = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  canRun: (file: string) => boolean = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
): string | undefined {
  return canRun(path) ? undefined : CHROMIUM_REQUIRED_MESSAGE(path);
}

// `tsx infra/local/chromium.ts`: the check `npm run test:e2e` makes before building anything.
if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = chromiumProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
