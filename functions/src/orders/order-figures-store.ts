import { nowMs } from '@msc/shared/clock';
import {
  type FigureBuckets,
  type FigureCounts,
  isShortBucket,
  SHORT_BUCKET_DAYS,
} from '@msc/shared/rules/order-figures';
import { OrderFigureEntity } from '#data/entities/order-figure';
import { mapBounded } from '#platform/bounded-map';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';

/**
 * An agency's order figures, bucket by bucket (data/entities/order-figure.ts). A change is read, added and
 * written on the condition of the version read, so two placements at once for one agency both count
 * (the second reads again); the names of a bucket's counts are bounded by the catalogue, never by history.
 */
const db = /* @__PURE__ */ storeDb({ orderFigure: OrderFigureEntity });

/** Tries of one bucket's change while other writes of the same bucket come first. */
const ATTEMPTS = 10;
/** Buckets written at once (an Express Order's orders touch a few per sub code). */
const IN_FLIGHT = 8;

const expiry = (bucket: string) =>
  isShortBucket(bucket) ? Math.floor(nowMs() / 1000) + SHORT_BUCKET_DAYS * 86_400 : undefined;

function added(counts: FigureCounts, change: FigureCounts): FigureCounts {
  const sum = { ...counts };
  for (const [name, value] of Object.entries(change)) {
    sum[name] = (sum[name] ?? 0) + value;
    if (sum[name] === 0) delete sum[name];
  }
  return sum;
}

async function changeBucket(agencyId: number, bucket: string, change: FigureCounts): Promise<void> {
  const figures = db().entities.orderFigure;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { data } = await figures.get({ agencyId, bucket }).go({ consistent: true });
    const counts = added(data?.counts ?? {}, change);
    const ttl = expiry(bucket);
    try {
      if (!data) await figures.create({ agencyId, bucket, counts, version: 1, ttl }).go();
      else
        await figures
          .patch({ agencyId, bucket })
          .set({ counts, version: data.version + 1 })
          .where(({ version }, { eq }) => eq(version, data.version))
          .go();
      return;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  throw new Error(`The figures bucket ${bucket} of agency ${agencyId} kept changing`);
}

/** Adds a change (figureChange's) to an agency's buckets. */
export async function addToFigures(agencyId: number, change: FigureBuckets): Promise<void> {
  await mapBounded([...change], IN_FLIGHT, ([bucket, counts]) => changeBucket(agencyId, bucket, counts));
}

/** The agency's buckets in the inclusive ranges (bucket names), added up by bucket. */
export async function figuresInRanges(
  agencyId: number,
  ranges: readonly { from: string; to: string }[],
): Promise<FigureBuckets> {
  const pages = await Promise.all(
    ranges.map(({ from, to }) =>
      db()
        .entities.orderFigure.query.byBucket({ agencyId })
        .between({ bucket: from }, { bucket: to })
        .go({ pages: 'all', attributes: ['bucket', 'counts'] }),
    ),
  );
  return new Map(pages.flatMap(({ data }) => data.map(({ bucket, counts }) => [bucket, counts] as const)));
}

/**
 * Writes an agency's buckets anew (the backfill, from its orders): each computed bucket over what is
 * stored, and a stored bucket no order counts for any more emptied. Answers how many it wrote.
 */
export async function replaceFigures(agencyId: number, buckets: FigureBuckets): Promise<number> {
  const figures = db().entities.orderFigure;
  const { data: stored } = await figures.query
    .byBucket({ agencyId })
    .go({ pages: 'all', attributes: ['bucket', 'version'] });
  const versions = new Map(stored.map(({ bucket, version }) => [bucket, version]));
  const emptied = stored.filter(({ bucket }) => !buckets.has(bucket)).map(({ bucket }) => bucket);
  const writes: [string, FigureCounts][] = [
    ...buckets,
    ...emptied.map((bucket) => [bucket, {}] as [string, FigureCounts]),
  ];
  await mapBounded(writes, IN_FLIGHT, ([bucket, counts]) =>
    figures
      .put({ agencyId, bucket, counts, version: (versions.get(bucket) ?? 0) + 1, ttl: expiry(bucket) })
      .go(),
  );
  return writes.length;
}
