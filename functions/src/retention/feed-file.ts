import type { FeedRefusal } from '@msc/shared/rules/feed-periods';
import type Papa from 'papaparse';
import type * as z from 'zod';
import { config } from '#platform/config';
import { s3 } from '#platform/s3';

/**
 * Where the data provider drops its feed files: `feeds/<feed>/<period>.csv` in the uploads bucket (the
 * bucket every background Lambda may already read). An admin's drop (Admin Center) goes under
 * `feeds/<feed>/admin/`, apart, so it never replaces a provider's file of the same period.
 */
export const FEED_PREFIX = {
  moving: 'feeds/moving/',
  winBack: 'feeds/win-back/',
  newPolicies: 'feeds/new-policies/',
} as const;
export type FeedName = keyof typeof FEED_PREFIX;
export type FeedSource = 'provider' | 'admin';
const ADMIN_FOLDER = 'admin/';

/** A bad feed file: the run fails and no list is touched. */
export class BadFeedFile extends Error {}

/** Why a feed file's period is refused (shared/src/rules/feed-periods.ts), in the job's and the drop's words. */
export function feedRefusalMessage(key: string, period: string, refusal: FeedRefusal): string {
  return refusal === 'future'
    ? `Feed file ${key}: the period ${period} has not begun; it is not read before then.`
    : `Feed file ${key}: the period ${period} is older than any list the portal keeps; it is not read.`;
}

export interface FeedRow<T> {
  /** The CSV line the row came from (the header is line 1). */
  line: number;
  value: T;
}

export interface ParsedFeed<T> {
  key: string;
  /** The period the file name carries (`2026-11` or `2026-11-23`). */
  period: string;
  rows: FeedRow<T>[];
  /** One message per bad row, skipped. */
  rowErrors: string[];
}

/** A feed file as the bucket lists it. */
export interface FeedObject {
  key: string;
  /** Changes when the provider replaces the file under the same name (a corrected feed). */
  etag: string;
  /** When the provider dropped it. */
  lastModified: Date;
  /** The file name less `.csv`: the period it carries, if well named (the job's check says). */
  period: string;
  source: FeedSource;
}

const periodOf = (key: string) =>
  key
    .split('/')
    .at(-1)
    ?.replace(/\.csv$/, '') ?? '';

/** Every feed file of a feed, the provider's and the admins' drops, in the bucket's (key) order. */
export async function listFeeds(feed: FeedName): Promise<FeedObject[]> {
  const feeds: FeedObject[] = [];
  const { sdk, client } = await s3();
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({
        Bucket: config().UPLOADS_BUCKET,
        Prefix: FEED_PREFIX[feed],
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key?.endsWith('.csv')) continue;
      const rest = object.Key.slice(FEED_PREFIX[feed].length);
      // Anything deeper than the admins' folder is not a feed.
      if (
        rest.includes('/') &&
        !(rest.startsWith(ADMIN_FOLDER) && !rest.slice(ADMIN_FOLDER.length).includes('/'))
      )
        continue;
      feeds.push({
        key: object.Key,
        etag: object.ETag ?? '',
        lastModified: object.LastModified ?? new Date(0),
        period: periodOf(object.Key),
        source: rest.startsWith(ADMIN_FOLDER) ? 'admin' : 'provider',
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return feeds;
}

/** Where a feed file of `period` lands: the provider's place, or the admins' folder beside it. */
export const feedKey = (feed: FeedName, period: string, source: FeedSource = 'provider') =>
  `${FEED_PREFIX[feed]}${source === 'admin' ? ADMIN_FOLDER : ''}${period}.csv`;

export async function putFeedFile(
  feed: FeedName,
  period: string,
  csv: string,
  source: FeedSource = 'provider',
): Promise<string> {
  const key = feedKey(feed, period, source);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: config().UPLOADS_BUCKET,
      Key: key,
      Body: csv,
      ContentType: 'text/csv',
    }),
  );
  return key;
}

/**
 * papaparse (21 KB) loads with the first feed read or written: `#retention/index` is reached by every Lambda
 * that reads a retention list (personalization, express orders, reports), which never parse a feed.
 */
const papa = (): Promise<typeof Papa> => import('papaparse').then((module) => module.default);

/** A feed file's text: the columns in order, a header line, blank cells for absent values. */
export async function toFeedCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): Promise<string> {
  return (await papa())
    .unparse(
      rows.map((row) => columns.map((column) => row[column] ?? '')),
      { header: false },
    )
    .replace(/^/, `${columns.join(',')}\r\n`);
}

async function readText(key: string): Promise<string> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: key }));
  return (await object.Body?.transformToString('utf-8')) ?? '';
}

/**
 * Parses a feed CSV against a row schema: a file without the required columns, with an unreadable
 * name or with no rows is a bad file; a row that fails the schema is reported and skipped.
 */
export async function parseFeed<S extends z.ZodType>(
  key: string,
  text: string,
  schema: S,
  requiredColumns: readonly string[],
  periodPattern: RegExp,
): Promise<ParsedFeed<z.infer<S>>> {
  const period = periodOf(key);
  if (!periodPattern.test(period)) throw new BadFeedFile(`Feed file ${key}: the name carries no period.`);
  const parsed = (await papa()).parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new BadFeedFile(`Feed file ${key}: missing columns ${missing.join(', ')}.`);
  if (parsed.data.length === 0) throw new BadFeedFile(`Feed file ${key}: no rows.`);
  const rows: FeedRow<z.infer<S>>[] = [];
  const rowErrors: string[] = [];
  parsed.data.forEach((raw, index) => {
    const line = index + 2;
    // An empty cell is an absent value, so optional columns may be left blank.
    const cells = Object.entries(raw)
      .map(([column, value]) => [column, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== '' && value !== undefined);
    const result = schema.safeParse(Object.fromEntries(cells));
    if (result.success) rows.push({ line, value: result.data });
    else {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      rowErrors.push(`line ${line}: ${problems.join('; ')}`);
    }
  });
  return { key, period, rows, rowErrors };
}

/** Reads and parses one feed file (one `listFeeds` found). */
export async function readFeed<S extends z.ZodType>(
  feed: FeedObject,
  schema: S,
  requiredColumns: readonly string[],
  periodPattern: RegExp,
): Promise<ParsedFeed<z.infer<S>>> {
  return parseFeed(feed.key, await readText(feed.key), schema, requiredColumns, periodPattern);
}
