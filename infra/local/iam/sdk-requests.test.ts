import { describe, expect, it } from 'vitest';
import { requestNames } from './local-arns';
import { describeCall } from './sdk-requests';

const names = requestNames({
  ASSETS_BUCKET: 'test-assets',
  UPLOADS_BUCKET: 'msc-uploads',
  USER_POOL_ID: 'us-east-1_abc',
  STRIPE_KEYS_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:keys-AbCd',
});

describe('the S3, Step Functions, SES, Cognito and Secrets Manager calls as IAM sees them', () => {
  it('authorizes S3 by object ARN under the action IAM checks (HEAD as GET, parts as PUT, a copy as both)', () => {
    expect(
      describeCall('S3Client', 'HeadObjectCommand', { Bucket: 'test-assets', Key: 'a/b.png' }, names),
    ).toEqual([{ action: 's3:GetObject', resource: 'arn:aws:s3:::msc-assets/a/b.png', context: {} }]);
    expect(
      describeCall('S3Client', 'UploadPartCommand', { Bucket: 'msc-uploads', Key: 'k' }, names)[0]!.action,
    ).toBe('s3:PutObject');
    expect(
      describeCall(
        'S3Client',
        'CopyObjectCommand',
        { Bucket: 'msc-uploads', Key: 'to', CopySource: 'test-assets/from%20x' },
        names,
      ),
    ).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::msc-assets/from x', context: {} },
      { action: 's3:PutObject', resource: 'arn:aws:s3:::msc-uploads/to', context: {} },
    ]);
    expect(
      describeCall('S3Client', 'ListObjectsV2Command', { Bucket: 'msc-uploads', Prefix: 'feeds/' }, names),
    ).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::msc-uploads', context: { 's3:prefix': 'feeds/' } },
    ]);
  });

  it('names the state machine, the pool, the secret and the sender’s identity (address, else domain)', () => {
    const machine = 'arn:aws:states:us-east-1:000000000000:stateMachine:order-recipients';
    expect(
      describeCall('SFNClient', 'StartExecutionCommand', { stateMachineArn: machine }, names)[0],
    ).toMatchObject({
      action: 'states:StartExecution',
      resource: machine,
    });
    expect(
      describeCall(
        'CognitoIdentityProviderClient',
        'AdminDisableUserCommand',
        { UserPoolId: 'us-east-1_abc' },
        names,
      )[0],
    ).toMatchObject({
      action: 'cognito-idp:AdminDisableUser',
      resource: 'arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_portal',
    });
    expect(
      describeCall(
        'SecretsManagerClient',
        'GetSecretValueCommand',
        { SecretId: 'arn:aws:secretsmanager:us-east-1:1:secret:keys-AbCd' },
        names,
      )[0]!.resource,
    ).toBe('arn:aws:secretsmanager:us-east-1:000000000000:secret:STRIPE_KEYS_SECRET_ARN');
    expect(
      describeCall(
        'SESv2Client',
        'SendEmailCommand',
        { FromEmailAddress: 'MSC <no-reply@msc.local>' },
        names,
      )[0],
    ).toEqual({
      action: 'ses:SendEmail',
      resource: 'arn:aws:ses:us-east-1:000000000000:identity/no-reply@msc.local',
      alternatives: ['arn:aws:ses:us-east-1:000000000000:identity/msc.local'],
      context: {},
    });
  });
});
