import { describe, expect, it } from 'vitest';
import { modelOfTemplate } from './stack-model';

/** A template as CDK writes it: a function with its principal key, its role, a policy and a managed one. */
const template = {
  Resources: {
    Table: { Type: 'AWS::DynamoDB::Table' },
    Assets: { Type: 'AWS::S3::Bucket' },
    Machine: { Type: 'AWS::StepFunctions::StateMachine' },
    Pool: { Type: 'AWS::Cognito::UserPool' },
    Role: {
      Type: 'AWS::IAM::Role',
      Properties: { ManagedPolicyArns: [{ Ref: 'Tracing' }, 'arn:aws:iam::aws:policy/service-role/Basic'] },
    },
    Fn: {
      Type: 'AWS::Lambda::Function',
      Metadata: { 'msc:principal': 'capability:cart' },
      Properties: {
        Role: { 'Fn::GetAtt': ['Role', 'Arn'] },
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: 'Table' },
            ASSETS_BUCKET: { Ref: 'Assets' },
            STATE_MACHINE_ARN_ORDER_RECIPIENTS: { Ref: 'Machine' },
            USER_POOL_ID: { Ref: 'Pool' },
          },
        },
      },
    },
    Policy: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        Roles: [{ Ref: 'Role' }],
        PolicyDocument: {
          Statement: [
            {
              Effect: 'Allow',
              Action: 'dynamodb:Query',
              Resource: [
                { 'Fn::GetAtt': ['Table', 'Arn'] },
                { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/*']] },
              ],
            },
            // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Fn::Sub, not a JS template
            { Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Sub': '${Assets.Arn}/catalogue/*' } },
            { Effect: 'Allow', Action: 'states:StartExecution', Resource: { Ref: 'Machine' } },
            {
              Effect: 'Allow',
              Action: 'cognito-idp:AdminDisableUser',
              Resource: { 'Fn::GetAtt': ['Pool', 'Arn'] },
            },
            {
              Effect: 'Allow',
              Action: 'ses:SendEmail',
              Resource: {
                'Fn::Join': [
                  '',
                  [
                    'arn:',
                    { Ref: 'AWS::Partition' },
                    ':ses:',
                    { Ref: 'AWS::Region' },
                    ':',
                    { Ref: 'AWS::AccountId' },
                    ':identity/a@b.test',
                  ],
                ],
              },
            },
          ],
        },
      },
    },
    Tracing: {
      Type: 'AWS::IAM::ManagedPolicy',
      Properties: {
        PolicyDocument: { Statement: [{ Effect: 'Allow', Action: 'xray:PutTraceSegments', Resource: '*' }] },
      },
    },
  },
};

describe('the stack model read from a template', () => {
  it('maps each principal to its role’s policies, every intrinsic resolved to the local ARNs', () => {
    const model = modelOfTemplate(template);
    expect(Object.keys(model)).toEqual(['capability:cart']);
    const { functionId, roleId, policies } = model['capability:cart']!;
    expect([functionId, roleId, policies.map((policy) => policy.name)]).toEqual([
      'Fn',
      'Role',
      ['Policy', 'Tracing'],
    ]);
    expect(
      (policies[0]!.document.Statement as { Resource: unknown }[]).map((statement) => statement.Resource),
    ).toEqual([
      [
        'arn:aws:dynamodb:us-east-1:000000000000:table/msc-portal',
        'arn:aws:dynamodb:us-east-1:000000000000:table/msc-portal/index/*',
      ],
      'arn:aws:s3:::msc-assets/catalogue/*',
      'arn:aws:states:us-east-1:000000000000:stateMachine:order-recipients',
      'arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_portal',
      'arn:aws:ses:us-east-1:000000000000:identity/a@b.test',
    ]);
  });

  it("reads a nested stack's functions, each parameter standing for what the parent passes it", () => {
    const parent = {
      Resources: {
        ...template.Resources,
        Jobs: {
          Type: 'AWS::CloudFormation::Stack',
          Properties: {
            Parameters: {
              TableArnParam: { 'Fn::GetAtt': ['Table', 'Arn'] },
              TableNameParam: { Ref: 'Table' },
              MachineParam: { Ref: 'Machine' },
            },
          },
        },
      },
    };
    const jobs = {
      Resources: {
        JobRole: { Type: 'AWS::IAM::Role', Properties: {} },
        JobFn: {
          Type: 'AWS::Lambda::Function',
          Metadata: { 'msc:principal': 'job:settle-orders' },
          Properties: {
            Role: { 'Fn::GetAtt': ['JobRole', 'Arn'] },
            Environment: { Variables: { TABLE_NAME: { Ref: 'TableNameParam' } } },
          },
        },
        JobPolicy: {
          Type: 'AWS::IAM::Policy',
          Properties: {
            Roles: [{ Ref: 'JobRole' }],
            PolicyDocument: {
              Statement: [
                {
                  Effect: 'Allow',
                  Action: 'dynamodb:Query',
                  Resource: { 'Fn::Join': ['', [{ Ref: 'TableArnParam' }, '/index/*']] },
                },
                { Effect: 'Allow', Action: 'states:StartExecution', Resource: { Ref: 'MachineParam' } },
              ],
            },
          },
        },
      },
    };
    const model = modelOfTemplate(parent, { Jobs: jobs });
    expect(Object.keys(model)).toEqual(['capability:cart', 'job:settle-orders']);
    const { functionId, roleId, policies } = model['job:settle-orders']!;
    expect([functionId, roleId, policies.map((policy) => policy.name)]).toEqual([
      'JobFn',
      'JobRole',
      ['JobPolicy'],
    ]);
    expect(
      (policies[0]!.document.Statement as { Resource: unknown }[]).map((statement) => statement.Resource),
    ).toEqual([
      'arn:aws:dynamodb:us-east-1:000000000000:table/msc-portal/index/*',
      'arn:aws:states:us-east-1:000000000000:stateMachine:order-recipients',
    ]);
    expect(() => modelOfTemplate(template, { Jobs: jobs })).toThrow('Jobs is no nested stack');
  });

  it('refuses a template where two functions claim one principal', () => {
    const twice = { Resources: { ...template.Resources, Fn2: template.Resources.Fn } };
    expect(() => modelOfTemplate(twice)).toThrow('Two functions carry the principal capability:cart');
  });
});
