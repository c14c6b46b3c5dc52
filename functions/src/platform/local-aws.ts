/**
 * How every AWS SDK client reaches the local emulators (DynamoDB Local, s3rver, cognito-local): the
 * Lambdas' own clients when APP_ENV=local, the local cloud, the seed, the bench and the tests. The
 * emulators check no signature, but the SDK insists on credentials; DynamoDB Local 3.x rejects access key
 * ids that are not letters and digits, and s3rver is taught this pair at start (infra/local/emulators/s3.ts).
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export const LOCAL_REGION = 'us-east-1';

/**
 * Every emulator binds to and is addressed through the IPv4 loopback, not `localhost`: Node 20 may resolve
 * `localhost` to ::1 first while DynamoDB Local and s3rver listen on IPv4, and cognito-local bakes the host
 * into the token issuer, so one literal host keeps endpoints, issuers and signatures consistent.
 */
export const LOCAL_HOST = '127.0.0.1';

export const localEndpoint = (port: number): string => `http://${LOCAL_HOST}:${port}`;

/** The emulators' usual ports, for a Lambda started with APP_ENV=local and no endpoint set. */
export const LOCAL_DEFAULT_ENDPOINTS = {
  dynamodb: localEndpoint(8000),
  s3: localEndpoint(4569),
  payments: localEndpoint(4590),
} as const;

/** Region and credentials of an SDK client for the emulator at `endpoint`. */
export function localClientSettings(endpoint: string) {
  return { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
}
