import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { resetClients } from '@msc/functions/platform/clients';
import { resetConfig } from '@msc/functions/platform/config';
import { resetDb } from '@msc/functions/platform/db';
import { createLocalS3Client, type Emulators, ensureUser, ensureUserPool, startEmulators } from './emulators';
import type { LocalConfig } from './local-config';
import type { SeedOptions } from './seed';
import { ensureTable } from './table';

export interface LocalData {
  emulators: Emulators;
  s3: S3Client;
  userPoolId: string;
  userPoolClientId: string;
  /** Creates the password user in the local pool when missing (the seed's `ensureSignIn`). */
  ensureSignIn: SeedOptions['ensureSignIn'];
  stop(): Promise<void>;
}

/**
 * The emulators on `dataDir` (absolute; undefined = ephemeral) with the table, the user pool and the
 * buckets in place, and this process's Lambda configuration pointed at them: what `npm start` and
 * `npm run seed` both need before they seed.
 */
export async function prepareLocalData(options: {
  config: LocalConfig;
  dataDir: string | undefined;
  corsOrigins: string[];
  tableInMemory?: boolean;
}): Promise<LocalData> {
  const cfg = options.config;
  const emulators = await startEmulators({
    dataDir: options.dataDir,
    tableInMemory: options.tableInMemory ?? false,
    buckets: [cfg.ASSETS_BUCKET, cfg.UPLOADS_BUCKET, cfg.DOCUMENTS_BUCKET],
    corsOrigins: options.corsOrigins,
  });
  try {
    // The Lambdas run in this process: point their configuration at the emulators.
    Object.assign(process.env, {
      APP_ENV: 'local',
      DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
      S3_ENDPOINT: emulators.s3Endpoint,
      PAYMENTS_ENDPOINT: emulators.paymentsEndpoint,
      TABLE_NAME: cfg.TABLE_NAME,
      ASSETS_BUCKET: cfg.ASSETS_BUCKET,
      UPLOADS_BUCKET: cfg.UPLOADS_BUCKET,
      DOCUMENTS_BUCKET: cfg.DOCUMENTS_BUCKET,
    });
    resetConfig();
    resetClients();
    resetDb();

    await ensureTable(emulators.dynamodbEndpoint, cfg.TABLE_NAME);
    const { userPoolId, userPoolClientId } = await ensureUserPool(emulators.cognitoEndpoint, {
      poolName: 'msc-portal',
      clientName: 'msc-portal-spa',
    });
    // The Admin Center disables sign-ins in this pool (functions/src/admin/sign-in-access.ts).
    Object.assign(process.env, { USER_POOL_ID: userPoolId, COGNITO_ENDPOINT: emulators.cognitoEndpoint });
    resetConfig();
    return {
      emulators,
      s3: createLocalS3Client(emulators.s3Endpoint),
      userPoolId,
      userPoolClientId,
      ensureSignIn: async ({ email, password, firstName, lastName }) => {
        await ensureUser(emulators.cognitoEndpoint, userPoolId, {
          email,
          password,
          givenName: firstName,
          familyName: lastName,
        });
      },
      stop: () => emulators.stop(),
    };
  } catch (error) {
    await emulators.stop();
    throw error;
  }
}

/**
 * Whether a DynamoDB Local JVM (of `npm start` or another seed) already serves `dataDir`: two
 * processes on one database file would corrupt it.
 */
export function dataDirInUse(dataDir: string): boolean {
  const marker = `-dbPath ${join(dataDir, 'dynamodb')}`;
  try {
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    return processes
      .split('\n')
      .some(
        (line) => line.includes('DynamoDBLocal') && (line.includes(`${marker} `) || line.endsWith(marker)),
      );
  } catch {
    return false;
  }
}
