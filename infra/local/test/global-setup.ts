import { DEFAULT_BUCKETS } from '@msc/functions/platform/config';
import type {} from '@msc/functions/test/fresh-table';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '../emulators';
import { localIamWanted } from '../iam';
import { cachedStackModel } from '../iam/stack-model-cache';
import { MODEL_FILE_ENV, writeStackModel } from '../iam/stack-model-file';

/**
 * One set of emulators for every integration test file, on free ports; each file then works in a
 * table of its own (functions/src/test/fresh-table.ts), so files cannot see each other's data. The stack
 * is synthesized once, and its functions' policies handed to the workers (infra/local/iam/test-setup.ts).
 */
export default async function setup(project: TestProject) {
  const iam: Record<string, string> = localIamWanted()
    ? { [MODEL_FILE_ENV]: writeStackModel(await cachedStackModel()) }
    : {};
  const emulators = await startEmulators({
    buckets: DEFAULT_BUCKETS,
    corsOrigins: ['http://localhost:3000'],
  });
  const env: Record<string, string> = {
    APP_ENV: 'local',
    DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    S3_ENDPOINT: emulators.s3Endpoint,
    COGNITO_ENDPOINT: emulators.cognitoEndpoint,
    PAYMENTS_ENDPOINT: emulators.paymentsEndpoint,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...iam,
  };
  Object.assign(process.env, env);
  project.provide('emulatorEnv', env);
  return () => emulators.stop();
}
