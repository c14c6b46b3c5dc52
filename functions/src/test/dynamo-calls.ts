import { type SdkCall, useLocalCallCheck } from '../platform/client-middleware';

/**
 * The DynamoDB calls the functions' code makes while `run` runs, each as its client is about to send it
 * (the hook local IAM judges them by): for tests that hold a request to a number of round trips.
 */
export async function dynamoCallsDuring<T>(run: () => Promise<T>): Promise<{ result: T; calls: SdkCall[] }> {
  const calls: SdkCall[] = [];
  const stop = useLocalCallCheck((call) => {
    if (call.client.startsWith('DynamoDB')) calls.push(call);
  });
  try {
    return { result: await run(), calls };
  } finally {
    stop();
  }
}
