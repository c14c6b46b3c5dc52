import type { ProspectCount } from '@msc/shared/model/prospecting';
import { type ZipEntry, zipPrefix } from '#data/entities/zip-code';
import { suppressedAddressesOfZips } from '#suppression/index';
import { prospectProvider } from './prospect-provider';
import { zipsOfCells, zipsOfPrefixes } from './prospecting-store';
import { cellsToRead, zipsInReach } from './reach';

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
 * phone numbers, less the households whose address is on the suppression list (the provider counts them).
 */
export async function availableProspects(request: Targeting): Promise<ProspectCount> {
  const provider = prospectProvider();
  const wanted = [...new Set(request.zipCodes.map(fiveDigits))];
  const { centres, reached } = await reach(wanted, request);
  const suppressed = await suppressedAddressesOfZips(reached.map((zip) => zip.zip));
  const counts = await provider.count(reached, suppressed);
  const found = new Set(centres.map((zip) => zip.zip));
  return {
    withPhone: counts.withPhone,
    withoutPhone: counts.withoutPhone,
    unknownZipCodes: wanted.filter((zip) => !found.has(zip)),
    zipCodesReached: reached.length,
    suppressed: counts.suppressed,
  };
}
