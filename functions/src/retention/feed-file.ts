import type Papa from 'papaparse';
import type * as z from 'zod';
import { config } from '#platform/config';
import { s3 } from '#platform/s3';

/**
 * Where the data provider drops its feed files: `feeds/<feed>/<period>.csv` in the uploads bucket (the
 * bucket every background Lambda may already read). The period in the name orders the files, so the
 * newest feed is the greatest key.
 */
export const FEED_PREFIX = { moving: 'feeds/moving/', winBack: 'feeds/win-back/' } as const;
export type FeedName = keyof typeof FEED_PREFIX;

/** A bad feed file: the run fails and no list is touched. */
export class BadFeedFile extends Error {}

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
}

/** The feed file with the greatest name (the newest period), or undefined when the provider dropped none. */
export async function newestFeed(feed: FeedName): Promise<FeedObject | undefined> {
  let newest: FeedObject | undefined;
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
      if (!object.Key?.endsWith('.csv') || (newest && object.Key <= newest.key)) continue;
      newest = { key: object.Key, etag: object.ETag ?? '', lastModified: object.LastModified ?? new Date(0) };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return newest;
}

export async function putFeedFile(feed: FeedName, period: string, csv: string): Promise<string> {
  const key = `${FEED_PREFIX[feed]}${period}.csv`;
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
  const period =
    key
      .split('/')
      .at(-1)
      ?.replace(/\.csv$/, '') ?? '';
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

/** Reads and parses one feed file (the one `newestFeed` found). */
export async function readFeed<S extends z.ZodType>(
  feed: FeedObject,
  schema: S,
  requiredColumns: readonly string[],
  periodPattern: RegExp,
): Promise<ParsedFeed<z.infer<S>>> {
  return parseFeed(feed.key, await readText(feed.key), schema, requiredColumns, periodPattern);
}
