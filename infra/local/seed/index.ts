import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { db } from '@msc/functions/data/db';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { planAgencies } from './agencies';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { productImageSvg } from './product-image';
import { planProducts } from './products';
import { seededFaker } from './random';
import { planUsers } from './users';

/** Bump when the demo data changes shape: a store seeded with an older version is seeded again. */
export const SEED_VERSION = 1;
const MARKER_KEY = { pk: '$seed', sk: '$seed' };
/** Fixed so the generated data (dates, ids) is the same on every machine and every run. */
const SEED_EPOCH = new Date('2026-11-01T12:00:00.000Z');

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
  log?: (line: string) => void;
}

async function seededVersion(): Promise<number | undefined> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: MARKER_KEY }),
  );
  return Item?.version as number | undefined;
}

async function markSeeded(): Promise<void> {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await dynamoClient().send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: { ...MARKER_KEY, version: SEED_VERSION, at: new Date().toISOString() },
    }),
  );
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/**
 * Loads the demo data through the same data layer the Lambdas use. Idempotent: it runs once per store
 * (a marker item records the version), and every id is deterministic, so a re-run overwrites, never duplicates.
 */
export async function seedDemoData(options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  for (const account of DEMO_ACCOUNTS) {
    await options.ensureSignIn({ ...account, password: DEMO_PASSWORD });
  }
  if (!options.force && (await seededVersion()) === SEED_VERSION) return { seeded: false };

  const started = Date.now();
  const faker = seededFaker(20261122);
  const agencies = planAgencies(faker);
  const { users, memberships } = planUsers(faker, agencies);
  const products = planProducts(faker, SEED_EPOCH);

  const { entities } = db();
  await entities.agency.put(agencies.agencies).go();
  await entities.user.put(users).go();
  await entities.agencyMembership.put(memberships).go();
  await inBatches(products, 16, (product) =>
    options.s3.send(
      new PutObjectCommand({
        Bucket: options.assetsBucket,
        Key: `products/${product.itemNumber}.svg`,
        Body: productImageSvg(product),
        ContentType: 'image/svg+xml',
      }),
    ),
  );
  await entities.product
    .put(products.map((product) => ({ ...product, imageKey: `products/${product.itemNumber}.svg` })))
    .go();
  await markSeeded();
  log(
    `Seeded ${agencies.agencies.length} agencies, ${users.length} users, ${products.length} products in ${Date.now() - started} ms`,
  );
  return { seeded: true };
}
