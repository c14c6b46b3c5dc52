import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withLocalMiddleware } from './client-middleware';
import { config } from './config';
import { LOCAL_CREDENTIALS } from './local-aws';
import { traced } from './tracer';

/** A module singleton: created once per Lambda container, on first use. S3's is in s3-client.ts. */
let dynamo: DynamoDBDocumentClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const { AWS_REGION, DYNAMODB_ENDPOINT, APP_ENV } = config();
    // Traced in AWS: each call a subsegment named after its operation (a no-op locally).
    const client = traced(
      new DynamoDBClient({
        region: AWS_REGION,
        ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
        ...(APP_ENV === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
      }),
    );
    dynamo = DynamoDBDocumentClient.from(withLocalMiddleware(client), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return dynamo;
}

export function resetClients(): void {
  dynamo = undefined;
}
