import { describe, expect, it } from 'vitest';
import { decisionKey, policyShape } from './decision-key';

const role = {
  functionId: 'Fn',
  roleId: 'Role',
  policies: [
    {
      name: 'P',
      document: {
        Statement: [
          {
            Effect: 'Allow',
            Action: 'dynamodb:PutItem',
            Resource: 'arn:aws:dynamodb:us-east-1:0:table/t',
            Condition: {
              'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$msc#username_*', '$msc#code_*'] },
            },
          },
          { Effect: 'Allow', Action: 's3:PutObject', Resource: ['arn:aws:s3:::a/catalogue/*'] },
        ],
      },
    },
  ],
};
const shape = policyShape(role);
const put = (pk: string) => ({
  action: 'dynamodb:PutItem',
  resource: 'arn:aws:dynamodb:us-east-1:0:table/t',
  context: { 'dynamodb:LeadingKeys': [pk], 'dynamodb:Attributes': ['pk', 'sk'] },
});

describe('the key a decision is kept under', () => {
  it('is one for every partition key and object matching the same policy patterns, another otherwise', () => {
    const key = (check: ReturnType<typeof put>) =>
      decisionKey('capability:cart', check, check.resource, shape);
    expect(key(put('$msc#username_a'))).toBe(key(put('$msc#username_b')));
    expect(key(put('$msc#username_a'))).not.toBe(key(put('$msc#code_a')));
    expect(key(put('$msc#username_a'))).not.toBe(key(put('$msc#identity#username_a')));
    const object = (resource: string) =>
      decisionKey('capability:admin', { action: 's3:PutObject', resource, context: {} }, resource, shape);
    expect(object('arn:aws:s3:::a/catalogue/1.png')).toBe(object('arn:aws:s3:::a/catalogue/2.png'));
    expect(object('arn:aws:s3:::a/catalogue/1.png')).not.toBe(object('arn:aws:s3:::a/seed/1.png'));
  });
});
