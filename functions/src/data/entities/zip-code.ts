import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/** One US ZIP code with what prospecting needs: where it is, and how many households it reaches. */
export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Prospect households available for mailing, and those with a phone number. */
  households: number;
  householdsWithPhone: number;
}

/**
 * ZIP code reference data, stored in buckets instead of 42,000 items: it is read-only, replaced once a
 * year, and every read wants many ZIPs at once. Global reference data, not tenant data.
 * - `zipCodeArea`: the ZIPs of one 3-digit prefix and state (a prefix rarely spans states; then it is
 *   two buckets). By ZIP: Query the prefix. ZIP Code Look Up (city + state): Query `areasOfState`
 *   (the largest states, CA and TX, are ~2,650 ZIPs in ~50 buckets, ~350 KB) and match the city in memory.
 */
export const ZipCodeAreaEntity = lazyEntity({
  model: { entity: 'zipCodeArea', version: '1', service: 'msc' },
  attributes: {
    zip3: { type: 'string', required: true },
    state: { type: 'string', required: true },
    zips: { type: CustomAttributeType<ZipEntry[]>('any'), required: true },
  },
  indexes: {
    areaOfPrefix: {
      pk: { field: 'pk', composite: ['zip3'] },
      sk: { field: 'sk', composite: ['state'] },
    },
    areasOfState: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['state'] },
      sk: { field: 'gsi1sk', composite: ['zip3'] },
    },
  },
});

/**
 * - `zipCodeCell`: the ZIPs of one 1°×1° latitude/longitude cell. A radius count (at most 25 miles)
 *   gets the few cells the circle touches (`cellsWithin`, 2 to 6) and measures the distances in memory.
 */
export const ZipCodeCellEntity = lazyEntity({
  model: { entity: 'zipCodeCell', version: '1', service: 'msc' },
  attributes: {
    cell: { type: 'string', required: true },
    zips: { type: CustomAttributeType<ZipEntry[]>('any'), required: true },
  },
  indexes: {
    zipsOfCell: {
      pk: { field: 'pk', composite: ['cell'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const zipPrefix = (zip: string): string => zip.slice(0, 3);

export const cellOf = (latitude: number, longitude: number): string =>
  `${Math.floor(latitude)}:${Math.floor(longitude)}`;

const MILES_PER_DEGREE_LATITUDE = 69.05;

/** The cells a circle of `miles` around a point touches. */
export function cellsWithin(latitude: number, longitude: number, miles: number): string[] {
  const latDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const lonDelta = miles / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  const cells: string[] = [];
  for (let lat = Math.floor(latitude - latDelta); lat <= Math.floor(latitude + latDelta); lat++) {
    for (let lon = Math.floor(longitude - lonDelta); lon <= Math.floor(longitude + lonDelta); lon++) {
      cells.push(`${lat}:${lon}`);
    }
  }
  return cells;
}

/** Great-circle distance in miles. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
