import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { createTableInput } from '#data/table-definition';
import { resetClients } from '#platform/clients';
import { resetConfig } from '#platform/config';
import { resetDb } from '#platform/db';
import { localClientSettings } from '#platform/local-aws';

/**
 * Points the data layer at a new, empty table in the shared DynamoDB Local (started by the integration
 * global setup). Call it in `beforeAll`: each test file gets its own table.
 */
export async function useFreshTable(): Promise<string> {
  Object.assign(process.env, inject('emulatorEnv'));
  const tableName = `test-${randomUUID()}`;
  const client = new DynamoDBClient(localClientSettings(process.env.DYNAMODB_ENDPOINT!));
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  client.destroy();
  process.env.TABLE_NAME = tableName;
  resetConfig();
  resetClients();
  resetDb();
  return tableName;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Endpoints of the emulators the integration global setup started. */
    emulatorEnv: Record<string, string>;
  }
}
