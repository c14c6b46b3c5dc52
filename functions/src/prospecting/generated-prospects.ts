import type { ProspectListRow } from '@msc/shared/model/order';
import type { ZipEntry } from '#data/entities/zip-code';
import { prospectHousehold, suppressedHouseholdIndexes, suppressedHouseholds } from '#data/prospect-universe';
import type { ProspectProvider } from './prospect-provider';
import { countProspects } from './reach';

interface ZipPool {
  zip: ZipEntry;
  /** Households 0..size-1 are candidates (with phone: the first householdsWithPhone). */
  size: number;
  suppressed: Set<number>;
  available: number;
}

/**
 * The local prospect provider: each ZIP's households are generated from its reference counts
 * (data/prospect-universe.ts), deterministic, so the seed, the counts and the tests agree on every address.
 * Invented people: laptops, tests and demo stages only.
 */
export const generatedProspects: ProspectProvider = {
  name: 'generated',

  async count(zips, suppressed) {
    const total = countProspects(zips);
    let removed = 0;
    for (const zip of zips) {
      const keys = suppressed.get(zip.zip);
      if (!keys) continue;
      const left = suppressedHouseholds(zip, keys);
      total.withPhone -= left.withPhone;
      total.withoutPhone -= left.withoutPhone;
      removed += left.withoutPhone;
    }
    return { ...total, suppressed: removed };
  },

  async list(zips, { includePhoneNumber, targetCount }, suppressed) {
    const pools: ZipPool[] = zips.map((zip) => {
      const size = includePhoneNumber ? zip.householdsWithPhone : zip.households;
      const keys = suppressed.get(zip.zip);
      const left = new Set(
        [...(keys ? suppressedHouseholdIndexes(zip, keys) : [])].filter((index) => index < size),
      );
      return { zip, size, suppressed: left, available: size - left.size };
    });
    const totalCount = Math.min(
      targetCount,
      pools.reduce((sum, pool) => sum + pool.available, 0),
    );

    /** `count` prospects from position `from` (0-based) of the list. */
    function rows(from: number, count: number): ProspectListRow[] {
      const found: ProspectListRow[] = [];
      let skip = from;
      let wanted = Math.max(0, Math.min(count, totalCount - from));
      for (const pool of pools) {
        if (wanted === 0) break;
        if (skip >= pool.available) {
          skip -= pool.available;
          continue;
        }
        for (let index = 0; index < pool.size && wanted > 0; index++) {
          if (pool.suppressed.has(index)) continue;
          if (skip > 0) {
            skip--;
            continue;
          }
          const { phone, ...address } = prospectHousehold(pool.zip, index);
          found.push(includePhoneNumber ? { ...address, phone } : address);
          wanted--;
        }
      }
      return found;
    }
    return { totalCount, rows };
  },
};
