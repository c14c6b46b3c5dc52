import { cellsWithin, distanceMiles, type ZipEntry } from '#data/entities/zip-code';

/** A ZIP without a location (military APO/FPO) is reached only by itself, never within a radius. */
const isLocated = (zip: ZipEntry) => zip.latitude !== 0 || zip.longitude !== 0;

/** The 1°×1° cells the circles around the entered ZIPs touch. */
export function cellsToRead(centres: readonly ZipEntry[], radiusMiles: number): string[] {
  if (radiusMiles <= 0) return [];
  return centres.filter(isLocated).flatMap((zip) => cellsWithin(zip.latitude, zip.longitude, radiusMiles));
}

/**
 * The ZIPs a prospecting order reaches: the entered ZIPs, plus every ZIP whose centroid lies within the radius
 * of one of them; without crossStateBoundary only ZIPs in the same state as that entered ZIP. Each ZIP counts
 * once however many circles hold it.
 */
export function zipsInReach(
  centres: readonly ZipEntry[],
  candidates: readonly ZipEntry[],
  radiusMiles: number,
  crossStateBoundary: boolean,
): ZipEntry[] {
  const reached = new Map(centres.map((zip) => [zip.zip, zip]));
  if (radiusMiles > 0) {
    for (const centre of centres.filter(isLocated)) {
      for (const candidate of candidates) {
        if (reached.has(candidate.zip) || !isLocated(candidate)) continue;
        if (!crossStateBoundary && candidate.state !== centre.state) continue;
        if (distanceMiles(centre, candidate) <= radiusMiles) reached.set(candidate.zip, candidate);
      }
    }
  }
  return [...reached.values()];
}

/** Prospects of the reached ZIPs: households with a phone number, and all households (without phone). */
export function countProspects(zips: readonly ZipEntry[]): { withPhone: number; withoutPhone: number } {
  return zips.reduce(
    (sum, zip) => ({
      withPhone: sum.withPhone + zip.householdsWithPhone,
      withoutPhone: sum.withoutPhone + zip.households,
    }),
    { withPhone: 0, withoutPhone: 0 },
  );
}
