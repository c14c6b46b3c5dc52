import { describe, expect, it } from 'vitest';
import type { ZipEntry } from '#data/entities/zip-code';
import { cellsToRead, countProspects, zipsInReach } from './reach';

// Hand-placed ZIPs: one degree of latitude is 69.05 miles, so 0.1° north is 6.9 miles.
const zip = (
  code: string,
  state: string,
  latitude: number,
  longitude: number,
  households = 100,
): ZipEntry => ({
  zip: code,
  city: 'Town',
  state,
  latitude,
  longitude,
  households,
  householdsWithPhone: households / 2,
});
const centre = zip('10000', 'NY', 41, -74, 1000);
const near = zip('10001', 'NY', 41.1, -74, 200); // 6.9 miles
const farther = zip('10002', 'NY', 41.2, -74, 300); // 13.8 miles
const acrossTheLine = zip('07000', 'NJ', 40.95, -74, 400); // 3.5 miles, another state
const military = zip('09001', 'AE', 0, 0, 50);
const all = [centre, near, farther, acrossTheLine, military];

describe('zipsInReach', () => {
  it('radius 0 reaches the entered ZIPs only', () => {
    expect(zipsInReach([centre], all, 0, true).map((z) => z.zip)).toEqual(['10000']);
  });

  it('counts a ZIP within the radius by its centroid distance', () => {
    expect(zipsInReach([centre], all, 5, false).map((z) => z.zip)).toEqual(['10000']);
    expect(zipsInReach([centre], all, 10, false).map((z) => z.zip)).toEqual(['10000', '10001']);
    expect(zipsInReach([centre], all, 15, false).map((z) => z.zip)).toEqual(['10000', '10001', '10002']);
  });

  it('crosses a state line only when asked to', () => {
    expect(zipsInReach([centre], all, 5, true).map((z) => z.zip)).toEqual(['10000', '07000']);
  });

  it('counts each ZIP once when circles overlap, and never reaches an unlocated ZIP', () => {
    const reached = zipsInReach([centre, near], all, 25, true);
    expect(reached.map((z) => z.zip).sort()).toEqual(['07000', '10000', '10001', '10002']);
  });
});

describe('countProspects', () => {
  it('adds households with phone and all households', () => {
    expect(countProspects([centre, near])).toEqual({ withPhone: 600, withoutPhone: 1200 });
  });
});

describe('cellsToRead', () => {
  it('reads no cells for radius 0 and the touched cells otherwise', () => {
    expect(cellsToRead([centre], 0)).toEqual([]);
    expect(cellsToRead([centre], 25)).toContain('41:-74');
    expect(cellsToRead([military], 25)).toEqual([]);
  });
});
