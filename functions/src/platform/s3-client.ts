import { S3Client } from '@aws-sdk/client-s3';
import { withLocalMiddleware } from './client-middleware';
import { config } from './config';
import { LOCAL_CREDENTIALS } from './local-aws';
import { traced } from './tracer';

let s3: { settings: string; client: S3Client } | undefined;

/**
 * A module singleton, made again when the settings it was made with change (tests point the process at
 * other emulators). Apart from clients.ts: a module that imports it puts the S3 SDK in the code loaded
 * with the Lambda, so only the modules that use S3 on their requests' paths import it.
 */
export function s3Client(): S3Client {
  const { AWS_REGION, S3_ENDPOINT, APP_ENV } = config();
  const settings = `${AWS_REGION}|${S3_ENDPOINT ?? ''}|${APP_ENV}`;
  if (s3?.settings !== settings) {
    const client = traced(
      new S3Client({
        region: AWS_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
        ...(APP_ENV === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
        // s3rver stores streamed uploads with chunk framing unless checksums are only sent when required.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
    s3 = { settings, client: withLocalMiddleware(client) };
  }
  return s3.client;
}
