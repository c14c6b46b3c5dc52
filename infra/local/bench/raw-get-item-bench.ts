import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { CONNECTIONS, type Measured } from './bench-load';
import { percentile } from './bench-session';

/** CONNECTIONS workers issuing one GetItem after another against the same table: the floor of any route. */
export async function rawGetItemLoop(seconds: number): Promise<Measured> {
  const client = dynamoClient();
  const key = { pk: '$msc#identity#username_owner@demo.local', sk: '$user_1' };
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await client.send(new GetCommand({ TableName: config().TABLE_NAME, Key: key }));
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name: 'raw GetItem loop',
    reqPerSec: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}
