import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS, localClientSettings } from '@msc/functions/platform/local-aws';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account';
import { endpointFor, LOCAL_HOST } from './host';
import { corsConfigurationXml } from './s3-cors';

export interface S3Options {
  port: number;
  /** Where objects are stored (s3rver keeps them as plain files plus metadata). */
  dataDir: string;
  /** Created at start if missing; existing content is kept. */
  buckets: string[];
  /** Browser origins allowed by the bucket CORS rule; empty = no CORS rule (preflights get 403). */
  corsOrigins: string[];
}

export interface ObjectCreatedRecord {
  bucket: string;
  /** Plain key (AWS URL-encodes keys in real notifications; s3rver and this API do not). */
  key: string;
  size: number;
}

export interface S3Handle {
  endpoint: string;
  stop(): Promise<void>;
  /** Called for every object written by PUT (presigned or not), POST or COPY, like an S3 notification. */
  onObjectCreated(listener: (record: ObjectCreatedRecord) => void | Promise<void>): void;
}

/**
 * s3rver answers InvalidAccessKeyId (403) to any key id but its built-in `S3RVER`; it does not check SigV4
 * signatures at all. Registering the local key id on its one account lets the same client config work against
 * all three emulators. The registry is process-wide, so doing it more than once is harmless.
 */
const acceptLocalCredentials = (): void => {
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
};

/**
 * S3 client for s3rver. Path-style because s3rver has no wildcard DNS; checksums only when required because
 * the SDK's default CRC32 trailer makes uploads `aws-chunked`, which s3rver would store chunk framing and all.
 */
export const createLocalS3Client = (endpoint: string): S3Client =>
  new S3Client({
    ...localClientSettings(endpoint),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * s3rver emits synchronously inside the upload request: a throwing listener would turn the upload into a 500,
 * and an async one would leave an unhandled rejection. Either way the upload itself must still succeed.
 */
const notify = (
  listener: (record: ObjectCreatedRecord) => void | Promise<void>,
  record: ObjectCreatedRecord,
) => {
  const report = (error: unknown) =>
    console.error(`[s3] object-created listener failed for ${record.key}`, error);
  try {
    Promise.resolve(listener(record)).catch(report);
  } catch (error) {
    report(error);
  }
};

/**
 * What `S3rver.run()` does, minus its bug: run() hands `listen` an error callback Node never calls, so a busy
 * port neither rejects nor is catchable (an uncaught 'error' event). Here it rejects the start.
 */
const listen = async (server: S3rver, port: number): Promise<void> => {
  await server.configureBuckets();
  server.httpServer = await new Promise<Server>((resolve, reject) => {
    const httpServer = server.listen(port, LOCAL_HOST, () => {
      httpServer.off('error', reject);
      resolve(httpServer);
    });
    httpServer.once('error', reject);
  });
};

export const startS3 = async ({ port, dataDir, buckets, corsOrigins }: S3Options): Promise<S3Handle> => {
  const directory = resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const configs = corsOrigins.length > 0 ? [corsConfigurationXml(corsOrigins)] : [];
  const server = new S3rver({
    address: LOCAL_HOST,
    port,
    directory,
    silent: true,
    // Path-style only: with vhost on, any non-IP Host header would be read as a bucket name.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs })),
  });
  acceptLocalCredentials();
  await listen(server, port);

  let stopping: Promise<void> | undefined;
  return {
    endpoint: endpointFor(port),
    onObjectCreated(listener) {
      server.on('event', (event) => {
        for (const record of event.Records) {
          if (!record.eventName.startsWith('ObjectCreated:')) continue;
          const { bucket, object } = record.s3;
          notify(listener, { bucket: bucket.name, key: object.key, size: object.size ?? 0 });
        }
      });
    },
    stop() {
      stopping ??= (async () => {
        const closed = server.close();
        // SDK clients keep sockets alive; without this, close() waits for them to time out.
        server.httpServer?.closeAllConnections();
        await closed;
      })();
      return stopping;
    },
  };
};
