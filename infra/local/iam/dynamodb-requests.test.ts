import { describe, expect, it } from 'vitest';
import { dynamodbChecks, expressionAttributes } from './dynamodb-requests';
import { requestNames } from './local-arns';

const names = requestNames({ TABLE_NAME: 'test-123' });
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/msc-portal';
const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 's' } });

describe('the DynamoDB calls as IAM sees them', () => {
  it('names the top-level attributes of an expression, resolving #names, leaving out values and functions', () => {
    const names = { '#a': 'roles', '#b': 'nested', '#c': 'version' };
    expect(
      expressionAttributes(
        'SET #a = :a, #c = if_not_exists(#c, :zero) + :one REMOVE disabledAt, #a.#b[0]',
        names,
      ),
    ).toEqual(['roles', 'version', 'disabledAt']);
    expect(expressionAttributes('attribute_exists(#a) AND size(#c) > :n', names)).toEqual([
      'roles',
      'version',
    ]);
  });

  it('maps the configured table to the stack’s, with the partition key, the attributes and ReturnValues', () => {
    const [update] = dynamodbChecks(
      'UpdateItemCommand',
      {
        TableName: 'test-123',
        Key: key('$msc#identity#username_a'),
        UpdateExpression: 'SET #r = :r',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#r': 'roles', '#pk': 'pk' },
        ReturnValues: 'NONE',
      },
      names,
    );
    expect(update).toEqual({
      action: 'dynamodb:UpdateItem',
      resource: TABLE,
      context: {
        'dynamodb:LeadingKeys': ['$msc#identity#username_a'],
        'dynamodb:Attributes': ['pk', 'roles', 'sk'],
        'dynamodb:ReturnValues': 'NONE',
      },
    });
    const [other] = dynamodbChecks('GetItemCommand', { TableName: 'elsewhere', Key: key('x') }, names);
    expect(other!.resource).toBe('arn:aws:dynamodb:us-east-1:000000000000:table/elsewhere');
  });

  it('checks every item of a transaction as its own action, and every item of a batch', () => {
    const checks = dynamodbChecks(
      'TransactWriteItemsCommand',
      {
        TransactItems: [
          { Put: { TableName: 'test-123', Item: { ...key('p1'), a: { S: '1' } } } },
          { Delete: { TableName: 'test-123', Key: key('p2') } },
          {
            ConditionCheck: {
              TableName: 'test-123',
              Key: key('p3'),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        ],
      },
      names,
    );
    expect(checks.map((check) => [check.action, check.context['dynamodb:LeadingKeys']])).toEqual([
      ['dynamodb:PutItem', ['p1']],
      ['dynamodb:DeleteItem', ['p2']],
      ['dynamodb:ConditionCheckItem', ['p3']],
    ]);
    expect(checks[0]!.context['dynamodb:Attributes']).toEqual(['a', 'pk', 'sk']);
    const batch = dynamodbChecks(
      'BatchWriteItemCommand',
      {
        RequestItems: {
          'test-123': [{ PutRequest: { Item: key('b1') } }, { DeleteRequest: { Key: key('b2') } }],
        },
      },
      names,
    );
    expect(batch.map((check) => [check.action, check.context['dynamodb:LeadingKeys']])).toEqual([
      ['dynamodb:BatchWriteItem', ['b1']],
      ['dynamodb:BatchWriteItem', ['b2']],
    ]);
  });

  it('reads a Query on an index as the index’s ARN, its partition from the key condition', () => {
    const [query] = dynamodbChecks(
      'QueryCommand',
      {
        TableName: 'test-123',
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk and begins_with(#sk, :sk)',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
        ExpressionAttributeValues: { ':pk': { S: '$msc#agencyid_7' }, ':sk': { S: 'x' } },
        Select: 'COUNT',
      },
      names,
    );
    expect(query).toEqual({
      action: 'dynamodb:Query',
      resource: `${TABLE}/index/gsi1`,
      context: { 'dynamodb:LeadingKeys': ['$msc#agencyid_7'], 'dynamodb:Select': 'COUNT' },
    });
  });
});
