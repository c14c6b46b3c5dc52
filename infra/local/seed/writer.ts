import { mapBounded } from '@msc/functions/platform/bounded-map';
import { db, type ENTITIES, type EntityName } from '@msc/functions/platform/db';
import { agencySearchItemsOf, userSearchItemsOf } from '@msc/functions/platform/search-indexing-store';
import type { CreateEntityItem } from 'electrodb';

/** DynamoDB's limits on one TransactWriteItems call (kept under the 4 MB one). */
const MAX_ACTIONS = 100;
const MAX_BYTES = 3_000_000;

export type SeedItem<N extends EntityName> = CreateEntityItem<(typeof ENTITIES)[N]>;

interface Chunk {
  name: EntityName;
  items: unknown[];
}

/**
 * Writes the demo data through the ElectroDB entities, 100 puts per transaction. DynamoDB Local commits
 * a transaction once but a BatchWriteItem once per item: measured on this kind of machine, 20,000 items
 * took 57-94 s as batches of 25 and 15 s as transactions of 100. Puts overwrite, so a re-run never
 * duplicates.
 */
export class SeedWriter {
  private readonly chunks: Chunk[] = [];
  readonly counts: Partial<Record<EntityName, number>> = {};

  constructor(private readonly inFlight = Number(process.env.SEED_IN_FLIGHT ?? 2)) {}

  add<N extends EntityName>(name: N, items: ReadonlyArray<SeedItem<N>>): this {
    // A user or an agency is written with its words in the staff searches' index (as the index job would):
    // whatever seeds one (the demo seed, a journey's fresh account, a bench) makes it findable.
    if (name === 'user' || name === 'agency') {
      const indexed =
        name === 'user'
          ? (items as ReadonlyArray<SeedItem<'user'>>).map(userSearchItemsOf)
          : (items as ReadonlyArray<SeedItem<'agency'>>).map(agencySearchItemsOf);
      this.add(
        'searchWord',
        indexed.flatMap(({ words }) => words),
      );
      this.add(
        'searchEntry',
        indexed.map(({ entry }) => entry),
      );
    }
    this.counts[name] = (this.counts[name] ?? 0) + items.length;
    let chunk: Chunk = { name, items: [] };
    let bytes = 0;
    for (const item of items) {
      const size = JSON.stringify(item).length;
      if (chunk.items.length === MAX_ACTIONS || (chunk.items.length > 0 && bytes + size > MAX_BYTES)) {
        this.chunks.push(chunk);
        chunk = { name, items: [] };
        bytes = 0;
      }
      chunk.items.push(item);
      bytes += size;
    }
    if (chunk.items.length > 0) this.chunks.push(chunk);
    return this;
  }

  /** Writes everything added, `inFlight` transactions at a time, started in the order added. */
  async flush(onProgress?: (written: number, total: number) => void): Promise<void> {
    const chunks = this.chunks.splice(0);
    const total = chunks.reduce((sum, chunk) => sum + chunk.items.length, 0);
    let written = 0;
    await mapBounded(chunks, this.inFlight, async (chunk) => {
      await writeChunk(chunk);
      written += chunk.items.length;
      onProgress?.(written, total);
    });
  }
}

/** DynamoDB Local's own refusal when transactions queue behind each other (never DynamoDB's): tried again. */
const LOCK_TIMEOUT = 'waiting for a lock';
const LOCK_RETRIES = 8;

async function writeChunk(chunk: Chunk): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeChunkOnce(chunk);
    } catch (error) {
      if (attempt === LOCK_RETRIES || !(error as Error).message.includes(LOCK_TIMEOUT)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function writeChunkOnce({ name, items }: Chunk): Promise<void> {
  // The entity is chosen at run time; each put is still validated by that entity's schema.
  type Putter = { put(item: unknown): { commit(): never } };
  const result = await db()
    .transaction.write((entities) => {
      const entity = (entities as unknown as Record<string, Putter>)[name]!;
      return items.map((item) => entity.put(item).commit());
    })
    .go();
  if (result.canceled) {
    const entries = result.data as Array<{ rejected: boolean; code: string }>;
    const reasons = entries.filter((entry) => entry.rejected).map((entry) => entry.code);
    throw new Error(`Seeding ${name} failed: transaction canceled (${[...new Set(reasons)].join(', ')})`);
  }
}
