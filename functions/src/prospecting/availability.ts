import type { ProspectCount } from '@msc/shared/model/prospecting';
import { type ZipEntry, zipPrefix } from '#data/entities/zip-code';
import { suppressedHouseholds } from '#data/prospect-universe';
import { suppressedAddressesOfZips } from '#suppression/index';
import { zipsOfCells, zipsOfPrefixes } from './prospecting-store';
import { cellsToRead, countProspects, zipsInReach } from './reach';

/** ZIP 12345-6789 targets the 5-digit ZIP. */
const fiveDigits = (zip: string) => zip.slice(0, 5);

/** A targeting as entered or as a placed order kept it. */
type Targeting = { zipCodes: readonly string[]; zipRadius: number; crossStateBoundary: boolean };

async function reach(wanted: string[], request: Targeting) {
  const known = await zipsOfPrefixes(wanted.map(zipPrefix));
  const centres = known.filter((zip) => wanted.includes(zip.zip));
  const candidates = await zipsOfCells(cellsToRead(centres, request.zipRadius));
  return {
    centres,
    reached: zipsInReach(centres, candidates, request.zipRadius, request.crossStateBoundary),
  };
}

/** The ZIPs a targeting reaches (the entered ZIPs and those within the radius). */
export async function reachedZips(request: Targeting): Promise<ZipEntry[]> {
  return (await reach([...new Set(request.zipCodes.map(fiveDigits))], request)).reached;
}

/**
 * Check Availability: the prospects of the entered ZIPs and of every ZIP within the radius, with and without
 * phone numbers, less the households whose address is on the suppression list.
 */
export async function availableProspects(request: Targeting): Promise<ProspectCount> {
  const wanted = [...new Set(request.zipCodes.map(fiveDigits))];
  const { centres, reached } = await reach(wanted, request);
  const suppressed = await suppressedAddressesOfZips(reached.map((zip) => zip.zip));
  const total = countProspects(reached);
  let removed = 0;
  for (const zip of reached) {
    const keys = suppressed.get(zip.zip);
    if (!keys) continue;
    const left = suppressedHouseholds(zip, keys);
    total.withPhone -= left.withPhone;
    total.withoutPhone -= left.withoutPhone;
    removed += left.withoutPhone;
  }
  const found = new Set(centres.map((zip) => zip.zip));
  return {
    ...total,
    unknownZipCodes: wanted.filter((zip) => !found.has(zip)),
    zipCodesReached: reached.length,
    suppressed: removed,
  };
}
