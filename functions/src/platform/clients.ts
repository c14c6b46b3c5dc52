import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { LOCAL_CREDENTIALS } from './local-aws';
import { tracer } from './tracer';

/** Module singletons: created once per Lambda container, on first use. */
let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const { AWS_REGION, DYNAMODB_ENDPOINT, APP_ENV } = config();
    // Traced in AWS: each call a subsegment named after its operation (a no-op locally).
    const client = tracer.captureAWSv3Client(
      new DynamoDBClient({
        region: AWS_REGION,
        ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
        ...(APP_ENV === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
      }),
    );
    dynamo = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return dynamo;
}

export function s3Client(): S3Client {
  if (!s3) {
    const { AWS_REGION, S3_ENDPOINT, APP_ENV } = config();
    s3 = tracer.captureAWSv3Client(
      new S3Client({
        region: AWS_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
        ...(APP_ENV === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
        // s3rver stores streamed uploads with chunk framing unless checksums are only sent when required.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
  }
  return s3;
}

export function resetClients(): void {
  dynamo = undefined;
  s3 = undefined;
}
