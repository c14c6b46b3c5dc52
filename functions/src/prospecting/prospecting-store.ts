import type { ZipEntry } from '#data/entities/zip-code';
import { ZipCodeAreaEntity, ZipCodeCellEntity } from '#data/entities/zip-code';
import { getEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ zipCodeArea: ZipCodeAreaEntity, zipCodeCell: ZipCodeCellEntity });

/** The ZIPs of 3-digit prefixes (one Query each; a prefix spanning two states is two buckets). */
export async function zipsOfPrefixes(prefixes: readonly string[]): Promise<ZipEntry[]> {
  const areas = await Promise.all(
    [...new Set(prefixes)].map((zip3) =>
      db().entities.zipCodeArea.query.areaOfPrefix({ zip3 }).go({ pages: 'all' }),
    ),
  );
  return areas.flatMap(({ data }) => data.flatMap((area) => area.zips));
}

/** Every ZIP of a state (ZIP Code Look Up matches the city in memory). */
export async function zipsOfState(state: string): Promise<ZipEntry[]> {
  const { data } = await db().entities.zipCodeArea.query.areasOfState({ state }).go({ pages: 'all' });
  return data.flatMap((area) => area.zips);
}

/** The ZIPs of the 1°×1° cells a radius touches (one BatchGet; cells without ZIPs are absent). */
export async function zipsOfCells(cells: readonly string[]): Promise<ZipEntry[]> {
  const unique = [...new Set(cells)];
  if (unique.length === 0) return [];
  const data = await getEvery(
    unique.map((cell) => ({ cell })),
    (keys) => db().entities.zipCodeCell.get(keys).go(),
    'zipCodeCell',
  );
  return data.flatMap((cell) => cell.zips);
}
