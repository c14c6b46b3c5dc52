import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { makeThumbnail } from '@msc/functions/images/thumbnail';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { db, type EntityName } from '@msc/functions/platform/db';
import { movePartitionItems, PARTITION_MOVE_NAMES } from '@msc/functions/platform/partition-move';
import { unindexUser } from '@msc/functions/platform/search-indexing-store';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { BUSY_ACCOUNT, planBusyAgency } from './busy-agency';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { planDemoData, type SeedFile, seedEpoch } from './plan';
import { planProducts } from './products';
import { SEEDED_USER_DOMAINS } from './users';
import { SeedWriter } from './writer';

/** Bump when the demo data changes shape: a store seeded with an older version is seeded again. */
export const SEED_VERSION = 15;
const MARKER_KEY = { pk: '$seed', sk: '$seed' };
/** The day every store was dated around before the epoch followed the clock (issue 47). */
const PINNED_EPOCH = '2026-11-01T12:00:00.000Z';

export interface SeedOptions {
  s3: S3Client;
  assetsBucket: string;
  ensureSignIn: (account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }) => Promise<void>;
  /** Re-seed even when the marker says the store is seeded. */
  force?: boolean;
  /**
   * Multiplies the volume (policyholders and what follows from them). Default: SEED_SCALE from the
   * environment, else 1; below 1 (e.g. 0.1) makes a fresh store quick to seed for browser tests.
   */
  scale?: number;
  /** `busy`: the busy agency too (busy-agency.ts), after the demo data; never in `npm start`'s seed. */
  profile?: 'busy';
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  /** Items written per entity (when seeded). */
  counts?: Partial<Record<EntityName, number>>;
  /** The busy agency's items per entity and its writing time (profile `busy`). */
  busy?: { counts: Partial<Record<EntityName, number>>; ms: number };
  files?: number;
  zipCodes?: number;
  ms?: number;
}

interface Marker {
  version: number;
  scale: number;
  /** The day the store's data is dated around (absent in a store seeded before it was recorded). */
  epoch?: string;
}

/** SEED_SCALE, checked: a positive number up to 100. */
export function seedScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_SCALE;
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    throw new Error(`Invalid SEED_SCALE '${raw}': a number above 0 and at most 100.`);
  }
  return scale;
}

async function readMarker(): Promise<Marker | undefined> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: MARKER_KEY }),
  );
  return Item
    ? {
        version: Item.version as number,
        scale: (Item.scale as number | undefined) ?? 1,
        epoch: Item.epoch as string | undefined,
      }
    : undefined;
}

async function markSeeded(scale: number, epoch: Date): Promise<void> {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await dynamoClient().send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: {
        ...MARKER_KEY,
        version: SEED_VERSION,
        scale,
        epoch: epoch.toISOString(),
        at: new Date().toISOString(),
      },
    }),
  );
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/**
 * Users an earlier seed version wrote that this one does not plan (the generated staff and agents live
 * on seed-only domains), with their agency memberships: removed so a new version never leaves doubles.
 */
async function pruneSeededUsers(planned: ReadonlySet<string>): Promise<number> {
  const { entities } = db();
  const { data } = await entities.user.query.allUsers({}).go({ pages: 'all' });
  const stale = data.filter(
    (user) =>
      SEEDED_USER_DOMAINS.some((domain) => user.userName.endsWith(domain)) && !planned.has(user.userName),
  );
  for (const user of stale) {
    const { data: memberships } = await entities.agencyMembership.query
      .agenciesOfUser({ userName: user.userName })
      .go({ pages: 'all' });
    if (memberships.length > 0) await entities.agencyMembership.delete(memberships).go();
    await unindexUser(user.userName);
    await entities.user.delete({ userName: user.userName }).go();
  }
  return stale.length;
}

/**
 * Loads the demo data through the same data layer the Lambdas use. Idempotent: it runs once per store
 * (a marker item records the version and scale), and every id is deterministic, so a re-run overwrites,
 * never duplicates.
 */
export async function seedDemoData(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const scale = options.scale ?? seedScaleFromEnv();
  for (const account of DEMO_ACCOUNTS) {
    await options.ensureSignIn({ ...account, password: DEMO_PASSWORD });
  }
  const marker = await readMarker();
  if (!options.force && marker?.version === SEED_VERSION && marker.scale >= scale) return { seeded: false };
  if (marker && marker.scale > scale) {
    log(
      `The store holds scale-${marker.scale} data: rows beyond scale ${scale} stay (npm start -- --fresh wipes them).`,
    );
  }

  const started = Date.now();
  // A store seeded before an entity had its own partition: its items move there, so the seed overwrites
  // them instead of leaving a second copy under the old key (found twice by the indexes).
  if (marker && marker.version < SEED_VERSION) {
    for (const name of PARTITION_MOVE_NAMES) {
      const moved = await movePartitionItems(name);
      if (moved > 0) log(`Moved ${moved} items of an earlier seed version to the ${name} partition.`);
    }
  }
  // A store seeded before keeps its day: ids drawn from the epoch (ULIDs) then overwrite, never duplicate.
  const epoch = marker ? new Date(marker.epoch ?? PINNED_EPOCH) : seedEpoch();
  const plan = planDemoData({ epoch, scale });
  const writer = new SeedWriter();
  for (const [name, items] of Object.entries(plan.groups)) {
    writer.add(name as EntityName, items as never);
  }
  let nextReport = 0;
  const uploads = inBatches(plan.files, 16, async (file) =>
    options.s3.send(
      new PutObjectCommand({
        Bucket: file.bucket === 'documents' ? config().DOCUMENTS_BUCKET : options.assetsBucket,
        Key: file.key,
        ...(await fileBody(file)),
      }),
    ),
  );
  await writer.flush((written, total) => {
    if (Date.now() >= nextReport) {
      log(`  ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} items`);
      nextReport = Date.now() + 10_000;
    }
  });
  await uploads;
  const pruned = await pruneSeededUsers(new Set((plan.groups.user ?? []).map((user) => user.userName)));
  if (pruned > 0) log(`Removed ${pruned} users of an earlier seed version.`);
  await markSeeded(scale, epoch);
  const busy = options.profile === 'busy' ? await seedBusyAgency(options, epoch, log) : undefined;
  const ms = Date.now() - started;
  const total = Object.values(writer.counts).reduce((sum, count) => sum + (count ?? 0), 0);
  log(`Seeded ${total.toLocaleString('en-US')} items and ${plan.files.length} files in ${ms} ms`);
  return { seeded: true, counts: writer.counts, busy, files: plan.files.length, zipCodes: plan.zipCount, ms };
}

/**
 * The busy agency: planned, then written as transactions of 100 puts, BUSY_IN_FLIGHT at a time (DynamoDB
 * Local commits a BatchWriteItem item by item, a transaction once: see writer.ts).
 */
async function seedBusyAgency(options: SeedOptions, epoch: Date, log: (line: string) => void) {
  const started = Date.now();
  await options.ensureSignIn({ ...BUSY_ACCOUNT, password: DEMO_PASSWORD });
  const writer = new SeedWriter(Number(process.env.BUSY_IN_FLIGHT ?? 6));
  for (const [name, items] of Object.entries(planBusyAgency(epoch, planProducts(epoch)))) {
    writer.add(name as EntityName, items as never);
  }
  let nextReport = 0;
  await writer.flush((written, total) => {
    if (Date.now() < nextReport) return;
    log(`  busy agency: ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} items`);
    nextReport = Date.now() + 10_000;
  });
  const ms = Date.now() - started;
  log(`Seeded the busy agency (${BUSY_ACCOUNT.email}) in ${ms} ms`);
  return { counts: writer.counts, ms };
}

/** What a seed file stores: its body, that SVG rasterized as an upload would store it, or a PDF. */
async function fileBody(file: SeedFile): Promise<{ Body: string | Uint8Array; ContentType: string }> {
  if (!file.render) return { Body: file.body, ContentType: file.contentType };
  if (file.render === 'pdf') return { Body: await titlePdf(file.body), ContentType: 'application/pdf' };
  const png = await sharp(Buffer.from(file.body)).png().toBuffer();
  return file.render === 'png'
    ? { Body: png, ContentType: 'image/png' }
    : { Body: await makeThumbnail(png), ContentType: 'image/webp' };
}

/** A one-page letter-size PDF with the download's title: what a finished custom download holds. */
async function titlePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 692, width: 612, height: 100, color: rgb(0.11, 0.25, 0.69) });
  page.drawText(title.slice(0, 60), { x: 48, y: 730, size: 20, font, color: rgb(1, 1, 1) });
  return pdf.save();
}
