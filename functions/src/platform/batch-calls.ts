import { setTimeout as sleep } from 'node:timers/promises';

/** Tries of one batch before what is still left fails the call. */
const ATTEMPTS = 8;

/**
 * A batch call to DynamoDB (BatchGetItem, BatchWriteItem) until everything in it is processed. DynamoDB may
 * leave part of a batch unprocessed (throttling; a BatchGet answer past 16 MB) and DynamoDB Local never does,
 * so code that ignores the rest loses items in AWS alone: the local stack leaves one key of every batch
 * unprocessed to hold each caller to this (client-middleware.ts). `send` answers what it left; that is sent
 * again, then after pauses that double each time, as AWS advises, and what is left after the last try fails.
 */
export async function untilProcessed<T>(
  batch: readonly T[],
  send: (batch: T[]) => Promise<readonly T[]>,
  what: string,
): Promise<void> {
  let pending = [...batch];
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > ATTEMPTS)
      throw new Error(`${what}: ${pending.length} left unprocessed after ${ATTEMPTS} tries`);
    // The first try again at once (a throttled key is often served a moment later), then growing pauses.
    if (attempt > 2) await sleep(Math.min(2000, 25 * 2 ** attempt));
    pending = [...(await send(pending))];
  }
}

/** Every item of an ElectroDB batch get (`entity.get([...keys]).go()`), read again for the keys it left. */
export async function getEvery<K, T>(
  keys: readonly K[],
  get: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
  what: string,
): Promise<T[]> {
  const items: T[] = [];
  await untilProcessed(
    keys,
    async (batch) => {
      const { data, unprocessed } = await get(batch);
      items.push(...data);
      return unprocessed;
    },
    what,
  );
  return items;
}

/**
 * An ElectroDB batch put or delete (`entity.put([...]).go()`), written again for what it left: ElectroDB
 * answers the keys left, matched to the items by `keyOf` (an item and its key share the key's attributes).
 */
export async function writeEvery<T>(
  items: readonly T[],
  write: (items: T[]) => Promise<{ unprocessed: readonly unknown[] }>,
  keyOf: (item: T) => string,
  what: string,
): Promise<void> {
  await untilProcessed(
    items,
    async (batch) => {
      const { unprocessed } = await write(batch);
      const left = new Set(unprocessed.map((key) => keyOf(key as T)));
      return batch.filter((item) => left.has(keyOf(item)));
    },
    what,
  );
}

interface KeyedEntity {
  get(key: never): { params(): { Key?: unknown } };
}

type BatchWrite = { go(options?: { concurrent?: number }): Promise<{ unprocessed: unknown[] }> };

/** An ElectroDB entity, as far as a batch put or delete of it goes. */
interface BatchEntity extends KeyedEntity {
  put(items: never): BatchWrite;
  delete(keys: never): BatchWrite;
}

/**
 * An item's table key as text, for `writeEvery`: ElectroDB makes it from the key's attributes, which an item
 * and the key ElectroDB answers for it both have.
 */
export const tableKeyOf =
  (entity: KeyedEntity) =>
  (item: unknown): string =>
    JSON.stringify(entity.get(item as never).params().Key);

/** Puts every item of `items` into `entity` (batches of 25; what a batch left is put again). */
export const putEvery = <T>(
  entity: BatchEntity,
  items: readonly T[],
  what: string,
  options?: { concurrent?: number },
) => writeEvery(items, (batch) => entity.put(batch as never).go(options), tableKeyOf(entity), what);

/** Deletes every key of `keys` from `entity` (batches of 25; what a batch left is deleted again). */
export const deleteEvery = <T>(
  entity: BatchEntity,
  keys: readonly T[],
  what: string,
  options?: { concurrent?: number },
) => writeEvery(keys, (batch) => entity.delete(batch as never).go(options), tableKeyOf(entity), what);
