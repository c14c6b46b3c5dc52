import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '@msc/functions/data/table-definition';
import type { AccessCheck } from './access-check';
import { type RequestNames, tableArn } from './local-arns';

type AttributeValue = { S?: string; N?: string; B?: unknown };
type Item = Record<string, AttributeValue>;
type Input = Record<string, unknown>;

/** Words of DynamoDB's expression grammar that are not attribute names. */
const EXPRESSION_WORDS = new Set(
  [
    'SET',
    'REMOVE',
    'ADD',
    'DELETE',
    'AND',
    'OR',
    'NOT',
    'BETWEEN',
    'IN',
    'if_not_exists',
    'list_append',
    'attribute_exists',
    'attribute_not_exists',
    'attribute_type',
    'begins_with',
    'contains',
    'size',
  ].map((word) => word.toLowerCase()),
);

/**
 * The top-level attribute names an expression touches: `#a.#b[0]` is `a` (ExpressionAttributeNames
 * resolved, as ElectroDB names every attribute so), a bare name is itself, `:values` are not names.
 */
export function expressionAttributes(expression: string | undefined, names: Record<string, string> = {}) {
  if (!expression) return [];
  const found = new Set<string>();
  // A path starts where no `.`, `:` or word character precedes it; only its first segment is top-level.
  for (const match of expression.matchAll(/(?<![.:\w#])(#?[A-Za-z_][\w]*)/g)) {
    const token = match[1]!;
    if (token.startsWith('#')) {
      const name = names[token];
      if (name) found.add(name);
    } else if (!EXPRESSION_WORDS.has(token.toLowerCase())) {
      // `size(#a)`: a function's name is followed by `(`.
      if (expression[match.index! + token.length] !== '(') found.add(token);
    }
  }
  return [...found];
}

const stringOf = (value: AttributeValue | undefined) => value?.S ?? value?.N;

/** The condition context of one item's write or read: its partition key and the attributes named. */
function itemContext(key: Item | undefined, attributes: string[], input: Input): AccessCheck['context'] {
  const leading = stringOf(key?.[TABLE_KEYS.partitionKey]);
  return {
    ...(leading !== undefined ? { 'dynamodb:LeadingKeys': [leading] } : {}),
    ...(attributes.length ? { 'dynamodb:Attributes': [...new Set(attributes)].sort() } : {}),
    ...(typeof input.ReturnValues === 'string' ? { 'dynamodb:ReturnValues': input.ReturnValues } : {}),
  };
}

/** Attribute names of an item operation: the item's or key's own, and every expression's. */
function namedAttributes(input: Input, record: Item | undefined): string[] {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  return [
    ...Object.keys(record ?? {}),
    ...['UpdateExpression', 'ConditionExpression', 'ProjectionExpression'].flatMap((field) =>
      expressionAttributes(input[field] as string | undefined, names),
    ),
  ];
}

/** One item operation (alone or inside a transaction): `operation` is IAM's action without the prefix. */
function itemCheck(operation: string, input: Input, names: RequestNames): AccessCheck {
  const record = (input.Item ?? input.Key) as Item | undefined;
  return {
    action: `dynamodb:${operation}`,
    resource: tableArn(names.table(String(input.TableName))),
    context: itemContext(record, namedAttributes(input, record), input),
  };
}

/** `#pk = :pk` in a key condition: the partition key value a Query reads. */
function queriedPartition(input: Input, partitionKey: string): string | undefined {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Item;
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(
    /(#?[\w]+)\s*=\s*(:[\w]+)/g,
  )) {
    if ((names[name!] ?? name) === partitionKey) return stringOf(values[value!]);
  }
  return undefined;
}

function readCheck(operation: 'Query' | 'Scan', input: Input, names: RequestNames): AccessCheck {
  const table = tableArn(names.table(String(input.TableName)));
  const index = input.IndexName as string | undefined;
  const partitionKey =
    GLOBAL_SECONDARY_INDEXES.find((gsi) => gsi.indexName === index)?.partitionKey ?? TABLE_KEYS.partitionKey;
  const leading = operation === 'Query' ? queriedPartition(input, partitionKey) : undefined;
  const attributeNames = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const attributes = ['ProjectionExpression', 'FilterExpression'].flatMap((field) =>
    expressionAttributes(input[field] as string | undefined, attributeNames),
  );
  return {
    action: `dynamodb:${operation}`,
    resource: index ? `${table}/index/${index}` : table,
    context: {
      ...(leading !== undefined ? { 'dynamodb:LeadingKeys': [leading] } : {}),
      ...(attributes.length ? { 'dynamodb:Attributes': [...new Set(attributes)].sort() } : {}),
      ...(typeof input.Select === 'string' ? { 'dynamodb:Select': input.Select } : {}),
    },
  };
}

const TRANSACT_WRITE_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

/**
 * What IAM evaluates for one DynamoDB call (its input marshalled, as the client sends it). A batch or a
 * transaction is one check per item, each with that item's keys and attributes: DynamoDB authorizes every
 * item of a transaction as its own action (PutItem, UpdateItem…), and every item of a batch under the
 * batch's action.
 */
export function dynamodbChecks(command: string, input: Input, names: RequestNames): AccessCheck[] {
  const operation = command.replace(/Command$/, '');
  switch (operation) {
    case 'GetItem':
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [itemCheck(operation, input, names)];
    case 'Query':
    case 'Scan':
      return [readCheck(operation, input, names)];
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys: Item[] } & Input>).flatMap(
        ([table, request]) =>
          request.Keys.map((key) =>
            itemCheck('BatchGetItem', { ...request, TableName: table, Key: key }, names),
          ),
      );
    case 'BatchWriteItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).flatMap(([table, requests]) =>
        requests.map((request) =>
          itemCheck(
            'BatchWriteItem',
            request.PutRequest
              ? { TableName: table, Item: request.PutRequest.Item }
              : { TableName: table, Key: request.DeleteRequest?.Key },
            names,
          ),
        ),
      );
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Record<string, Input>[]).flatMap((item) =>
        Object.entries(item).map(([kind, request]) =>
          itemCheck(TRANSACT_WRITE_ACTIONS[kind] ?? kind, request, names),
        ),
      );
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as { Get: Input }[]).map((item) =>
        itemCheck('GetItem', item.Get, names),
      );
    default:
      return [
        {
          action: `dynamodb:${operation}`,
          resource: tableArn(names.table(String(input.TableName))),
          context: {},
        },
      ];
  }
}
