import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The floor of the portal's Lambdas' cold starts: a bare handler doing one GetItem with the DynamoDB
 * document client, its client made at load as such handlers do. The bench bundles it exactly as CDK
 * bundles the portal's functions (infra/aws/lambda-bundle.ts) and measures each function against it.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { tableName: string; key: Record<string, string> }) => {
  const { Item } = await client.send(new GetCommand({ TableName: event.tableName, Key: event.key }));
  return Item ?? null;
};
