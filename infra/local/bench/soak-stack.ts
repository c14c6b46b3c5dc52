import './bench-env';
import { config } from '@msc/functions/platform/config';
import { startLocalCloud } from '../local-cloud';

/**
 * The portal the soak runs against, in a process of its own so that its RSS is the portal's alone (the
 * local gateway and the Lambda handlers; the emulators are its children): the local cloud on an ephemeral
 * store with the demo data. Prints one `SOAK_READY {…}` line with what the soak needs, then serves until
 * it is told to stop (SIGTERM), stopping the emulators with it.
 */
async function main() {
  // Under the stack's IAM model, as AWS would judge every call (SOAK_IAM=0: without, to compare).
  const cloud = await startLocalCloud({ port: 0, iam: process.env.SOAK_IAM !== '0' });
  const { DYNAMODB_ENDPOINT, TABLE_NAME } = config();
  console.log(
    `SOAK_READY ${JSON.stringify({
      url: cloud.url,
      cognitoEndpoint: cloud.cognitoEndpoint,
      userPoolId: cloud.userPoolId,
      userPoolClientId: cloud.userPoolClientId,
      dynamoEndpoint: DYNAMODB_ENDPOINT,
      tableName: TABLE_NAME,
    })}`,
  );
  const stop = async () => {
    await cloud.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
