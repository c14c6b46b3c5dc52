import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCognito } from './cognito';
import { startDynamoDb } from './dynamodb';
import { freePort } from './free-port';
import { type LocalPaymentsHandle, startLocalPayments } from './payments';
import { type S3Handle, startS3 } from './s3';

export { ensureUser, ensureUserPool, issuer, jwksUrl } from './cognito';
export { createLocalDynamoDbClient } from './dynamodb';
export { freePort } from './free-port';
export type { LocalPaymentsHandle } from './payments';
export { createLocalS3Client, type S3Handle } from './s3';

export interface EmulatorsOptions {
  /** Root for `dynamodb/`, `s3/` and `cognito/`; undefined = a temp dir removed on stop, DynamoDB in memory. */
  dataDir?: string;
  /**
   * The table in DynamoDB Local's memory even with a `dataDir` (the journeys' stack, fresh each run): no
   * disk write per item, so the seed and every write of the run cost less.
   */
  tableInMemory?: boolean;
  /** Fixed ports; each missing one is a free port picked by the OS. */
  ports?: Partial<{ dynamodb: number; s3: number; cognito: number; payments: number }>;
  buckets: string[];
  corsOrigins: string[];
}

export interface Emulators {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  /** The local payment gateway (Stripe-compatible subset, emulators/payments.ts). */
  paymentsEndpoint: string;
  payments: LocalPaymentsHandle;
  /** The data root in use (the temp dir of an ephemeral run). */
  dataDir: string;
  s3: S3Handle;
  /** Stops all three (and removes the temp dir of an ephemeral run); safe to call more than once. */
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

export const startEmulators = async ({
  dataDir,
  tableInMemory = false,
  ports = {},
  buckets,
  corsOrigins,
}: EmulatorsOptions): Promise<Emulators> => {
  const root = dataDir ?? (await mkdtemp(join(tmpdir(), 'msc-emulators-')));
  const removeRoot =
    dataDir === undefined ? () => rm(root, { recursive: true, force: true }) : async () => {};
  const [dynamodbPort, s3Port, cognitoPort, paymentsPort] = await Promise.all([
    ports.dynamodb ?? freePort(),
    ports.s3 ?? freePort(),
    ports.cognito ?? freePort(),
    ports.payments ?? freePort(),
  ]);

  // In parallel: the JVM takes seconds, the other two milliseconds.
  const started = await Promise.allSettled([
    startDynamoDb({
      port: dynamodbPort,
      dataDir: dataDir === undefined || tableInMemory ? undefined : join(root, 'dynamodb'),
    }),
    startS3({ port: s3Port, dataDir: join(root, 's3'), buckets, corsOrigins }),
    startCognito({ port: cognitoPort, dataDir: join(root, 'cognito') }),
    startLocalPayments({ port: paymentsPort, dataDir: join(root, 'payments') }),
  ]);
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value as Stoppable] : [],
  );
  const stopAll = async () => {
    await Promise.allSettled(running.map((emulator) => emulator.stop()));
    await removeRoot();
  };

  const [dynamodb, s3, cognito, payments] = started;
  if (
    dynamodb.status === 'rejected' ||
    s3.status === 'rejected' ||
    cognito.status === 'rejected' ||
    payments.status === 'rejected'
  ) {
    // Never leave a half-started set (a JVM holding its port) behind a failed start.
    await stopAll();
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    throw failures.length === 1
      ? failures[0]
      : new AggregateError(failures, 'Local emulators failed to start');
  }

  let stopping: Promise<void> | undefined;
  return {
    dynamodbEndpoint: dynamodb.value.endpoint,
    s3Endpoint: s3.value.endpoint,
    cognitoEndpoint: cognito.value.endpoint,
    paymentsEndpoint: payments.value.endpoint,
    payments: payments.value,
    dataDir: root,
    s3: s3.value,
    stop() {
      stopping ??= stopAll();
      return stopping;
    },
  };
};
