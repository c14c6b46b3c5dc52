import type { ProspectCount, ProspectCountRequest } from '@msc/shared/model/prospecting';
import { zipPrefix } from '#data/entities/zip-code';
import { suppressedHouseholds } from '#data/prospect-universe';
import { suppressedAddressesOfZips } from '#suppression/index';
import { zipsOfCells, zipsOfPrefixes } from './prospecting-store';
import { cellsToRead, countProspects, zipsInReach } from './reach';

/** ZIP 12345-6789 targets the 5-digit ZIP. */
const fiveDigits = (zip: string) => zip.slice(0, 5);

/**
 * Check Availability: the prospects of the entered ZIPs and of every ZIP within the radius, with and without
 * phone numbers, less the households whose address is on the suppression list.
 */
export async function availableProspects(
  request: Pick<ProspectCountRequest, 'zipCodes' | 'zipRadius' | 'crossStateBoundary'>,
): Promise<ProspectCount> {
  const wanted = [...new Set(request.zipCodes.map(fiveDigits))];
  const known = await zipsOfPrefixes(wanted.map(zipPrefix));
  const centres = known.filter((zip) => wanted.includes(zip.zip));
  const candidates = await zipsOfCells(cellsToRead(centres, request.zipRadius));
  const reached = zipsInReach(centres, candidates, request.zipRadius, request.crossStateBoundary);
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
