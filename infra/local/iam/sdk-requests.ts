import { emailAddressOf } from '@msc/functions/platform/email/email-message';
import type { AccessCheck } from './access-check';
import { dynamodbChecks } from './dynamodb-requests';
import {
  bucketArn,
  objectArn,
  type RequestNames,
  secretArn,
  sesIdentityArn,
  userPoolArn,
} from './local-arns';

type Input = Record<string, unknown>;

/** The IAM prefix of each client the portal's code makes (functions/src/platform). */
const SERVICES: Record<string, string> = {
  DynamoDBClient: 'dynamodb',
  S3Client: 's3',
  SFNClient: 'states',
  SESv2Client: 'ses',
  CognitoIdentityProviderClient: 'cognito-idp',
  SecretsManagerClient: 'secretsmanager',
};

/** S3 operations authorized under another action's name (multipart parts are PutObject, HEAD is GET). */
const S3_OBJECT_ACTIONS: Record<string, string> = {
  GetObject: 's3:GetObject',
  HeadObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  CreateMultipartUpload: 's3:PutObject',
  UploadPart: 's3:PutObject',
  CompleteMultipartUpload: 's3:PutObject',
  AbortMultipartUpload: 's3:AbortMultipartUpload',
  DeleteObject: 's3:DeleteObject',
  GetObjectTagging: 's3:GetObjectTagging',
  PutObjectTagging: 's3:PutObjectTagging',
};

function s3Checks(operation: string, input: Input, names: RequestNames): AccessCheck[] {
  const bucket = names.bucket(String(input.Bucket));
  const object = (key: unknown) => objectArn(bucket, String(key));
  const objectAction = S3_OBJECT_ACTIONS[operation];
  if (objectAction) return [{ action: objectAction, resource: object(input.Key), context: {} }];
  switch (operation) {
    case 'ListObjects':
    case 'ListObjectsV2':
      return [
        {
          action: 's3:ListBucket',
          resource: bucketArn(bucket),
          context: { 's3:prefix': String(input.Prefix ?? '') },
        },
      ];
    case 'HeadBucket':
      return [{ action: 's3:ListBucket', resource: bucketArn(bucket), context: {} }];
    case 'DeleteObjects':
      return ((input.Delete as { Objects?: { Key: string }[] })?.Objects ?? []).map(({ Key }) => ({
        action: 's3:DeleteObject',
        resource: object(Key),
        context: {},
      }));
    case 'CopyObject': {
      // `source-bucket/key`, URL-encoded as the SDK sends it.
      const [sourceBucket, ...sourceKey] = decodeURIComponent(String(input.CopySource))
        .replace(/^\//, '')
        .split('/');
      return [
        {
          action: 's3:GetObject',
          resource: objectArn(names.bucket(sourceBucket!), sourceKey.join('/')),
          context: {},
        },
        { action: 's3:PutObject', resource: object(input.Key), context: {} },
      ];
    }
    default:
      return [{ action: `s3:${operation}`, resource: bucketArn(bucket), context: {} }];
  }
}

function statesChecks(operation: string, input: Input): AccessCheck[] {
  const resource = String(input.executionArn ?? input.stateMachineArn ?? '*');
  return [{ action: `states:${operation}`, resource, context: {} }];
}

function sesChecks(operation: string, input: Input): AccessCheck[] {
  const address = emailAddressOf(String(input.FromEmailAddress ?? ''));
  const domain = address.split('@')[1] ?? address;
  return [
    {
      action: `ses:${operation}`,
      resource: sesIdentityArn(address),
      context: {},
      alternatives: [sesIdentityArn(domain)],
    },
  ];
}

/**
 * What IAM evaluates for one SDK call the portal's code makes: `client` and `command` as the SDK names
 * them (`S3Client`, `PutObjectCommand`), the input as sent (DynamoDB's marshalled).
 */
export function describeCall(
  client: string,
  command: string,
  input: Input,
  names: RequestNames,
): AccessCheck[] {
  const service = SERVICES[client];
  const operation = command.replace(/Command$/, '');
  switch (service) {
    case 'dynamodb':
      return dynamodbChecks(command, input, names);
    case 's3':
      return s3Checks(operation, input, names);
    case 'states':
      return statesChecks(operation, input);
    case 'ses':
      return sesChecks(operation, input);
    case 'cognito-idp':
      return [
        {
          action: `cognito-idp:${operation}`,
          resource: userPoolArn(names.userPool(String(input.UserPoolId))),
          context: {},
        },
      ];
    case 'secretsmanager': {
      const id = String(input.SecretId);
      const key = names.secretKey(id);
      return [{ action: `secretsmanager:${operation}`, resource: key ? secretArn(key) : id, context: {} }];
    }
    default:
      // A client the portal does not make yet: refused until this file knows how IAM names its calls.
      return [
        { action: `${client.replace(/Client$/, '').toLowerCase()}:${operation}`, resource: '*', context: {} },
      ];
  }
}
