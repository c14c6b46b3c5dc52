import type { ProspectListRow } from '@msc/shared/model/order';
import type { ZipEntry } from '#data/entities/zip-code';
import { prospectHousehold, suppressedHouseholdIndexes } from '#data/prospect-universe';
import { suppressedAddressesOfZips } from '#suppression/index';
import { reachedZips } from './availability';

/** What a placed order keeps of its prospect purchase. */
export interface PurchasedTargeting {
  zipCodes: string[];
  zipRadius: number;
  crossStateBoundary: boolean;
  includePhoneNumber: boolean;
  targetCount: number;
}

interface ZipPool {
  zip: ZipEntry;
  /** Households 0..size-1 are candidates (with phone: the first householdsWithPhone). */
  size: number;
  suppressed: Set<number>;
  available: number;
}

/**
 * A purchased prospect list (spec 2 §1), derived on demand from the order's targeting, never stored: the
 * first `targetCount` households of the reached ZIPs (the entered ZIPs first, then the others by ZIP, each
 * in household order) that are not on the suppression list, only households with a phone when the phone
 * option was bought. Suppression is read now, so an address put on the list later drops out of the list.
 */
export async function purchasedProspects(targeting: PurchasedTargeting) {
  const reached = await reachedZips(targeting);
  const entered = targeting.zipCodes.map((zip) => zip.slice(0, 5));
  const rank = (zip: ZipEntry) => {
    const at = entered.indexOf(zip.zip);
    return at >= 0 ? at : entered.length;
  };
  const ordered = [...reached].sort((a, b) => rank(a) - rank(b) || a.zip.localeCompare(b.zip));
  const suppressedKeys = await suppressedAddressesOfZips(ordered.map((zip) => zip.zip));
  const pools: ZipPool[] = ordered.map((zip) => {
    const size = targeting.includePhoneNumber ? zip.householdsWithPhone : zip.households;
    const keys = suppressedKeys.get(zip.zip);
    const suppressed = new Set(
      [...(keys ? suppressedHouseholdIndexes(zip, keys) : [])].filter((index) => index < size),
    );
    return { zip, size, suppressed, available: size - suppressed.size };
  });
  const totalCount = Math.min(
    targeting.targetCount,
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
        found.push(targeting.includePhoneNumber ? { ...address, phone } : address);
        wanted--;
      }
    }
    return found;
  }
  return { totalCount, rows };
}
