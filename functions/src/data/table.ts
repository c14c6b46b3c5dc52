import { dynamoClient } from '#platform/clients';
import { config } from '#platform/config';

/** ElectroDB options shared by every entity; resolved lazily so tests can point at their own emulator. */
export function tableOptions() {
  return { table: config().TABLE_NAME, client: dynamoClient() };
}
