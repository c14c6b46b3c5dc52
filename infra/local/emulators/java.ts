import { execFile } from 'node:child_process';

export const JAVA_REQUIRED_MESSAGE =
  'Java 17+ is required to run DynamoDB Local: install a JDK (e.g. `apt-get install openjdk-17-jre-headless` or https://adoptium.net) and run again.';

/**
 * Reads the major version from `java -version` output: `version "17.0.15"` → 17, and the pre-9 scheme
 * `version "1.8.0_292"` → 8.
 */
export const parseJavaMajorVersion = (versionOutput: string): number | undefined => {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
};

/** Fails fast with one actionable line instead of letting DynamoDB Local die with a JVM stack trace. */
export const assertJava17 = (): Promise<void> =>
  new Promise((resolve, reject) => {
    // `java -version` writes to stderr, so read both streams.
    execFile('java', ['-version'], { timeout: 15_000 }, (error, stdout, stderr) => {
      const major = error ? undefined : parseJavaMajorVersion(`${stderr}\n${stdout}`);
      if (major === undefined || major < 17) reject(new Error(JAVA_REQUIRED_MESSAGE));
      else resolve();
    });
  });
