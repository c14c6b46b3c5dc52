import { execFileSync } from 'node:child_process';

/** Pids of DynamoDB Local JVMs listening on `port` (test helper: proves no orphaned java is left behind). */
export const dynamoDbJavaPids = (port: number): number[] => {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.* -port ${port}( |$)`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when nothing matches.
    return [];
  }
};
