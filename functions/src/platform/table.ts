import { dynamoClient } from './clients';
import { config } from './config';

/** ElectroDB options shared by every entity; resolved lazily so tests can point at their own emulator. */
export function tableOptions() {
  return { table: config().TABLE_NAME, client: dynamoClient() };
}
