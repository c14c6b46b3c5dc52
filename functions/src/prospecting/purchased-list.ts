import type { ZipEntry } from '#data/entities/zip-code';
import { suppressedAddressesOfZips } from '#suppression/index';
import { reachedZips } from './availability';
import { type ProspectList, prospectProvider } from './prospect-provider';

/** What a placed order keeps of its prospect purchase. */
export interface PurchasedTargeting {
  zipCodes: string[];
  zipRadius: number;
  crossStateBoundary: boolean;
  includePhoneNumber: boolean;
  targetCount: number;
}

/**
 * A purchased prospect list (spec 2 §1) from the order's targeting: the first `targetCount` households the
 * provider gives for the reached ZIPs (the entered ZIPs first, then the others by ZIP) that are not on the
 * suppression list, only households with a phone when the phone option was bought. Read once, when the order
 * is placed (orders' storeProspectLists): the stored list is what was mailed and what the agent reads after.
 */
export async function purchasedProspects(targeting: PurchasedTargeting): Promise<ProspectList> {
  const provider = prospectProvider();
  const reached = await reachedZips(targeting);
  const entered = targeting.zipCodes.map((zip) => zip.slice(0, 5));
  const rank = (zip: ZipEntry) => {
    const at = entered.indexOf(zip.zip);
    return at >= 0 ? at : entered.length;
  };
  const ordered = [...reached].sort((a, b) => rank(a) - rank(b) || a.zip.localeCompare(b.zip));
  const suppressed = await suppressedAddressesOfZips(ordered.map((zip) => zip.zip));
  return provider.list(
    ordered,
    { includePhoneNumber: targeting.includePhoneNumber, targetCount: targeting.targetCount },
    suppressed,
  );
}
