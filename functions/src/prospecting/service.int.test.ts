import { beforeAll, describe, expect, it } from 'vitest';
import type { ZipEntry } from '#data/entities/zip-code';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);

const AGENCY = 7301;
const agent = claimsFor('prospector@test.local');
const noAgency = claimsFor('no-agency@test.local');

// Hand-placed ZIPs (0.1° of latitude = 6.9 miles): the counts below are computed by hand from these.
const zip = (code: string, state: string, latitude: number, households: number): ZipEntry => ({
  zip: code,
  city: code === '10000' ? 'Springfield' : 'Shelbyville',
  state,
  latitude,
  longitude: -74,
  households,
  householdsWithPhone: households / 2,
});
const CENTRE = zip('10000', 'NY', 41.5, 1000);
const NEAR = zip('10001', 'NY', 41.6, 200); // 6.9 mi
const FAR = zip('10002', 'NY', 41.8, 300); // 20.7 mi
const NJ = zip('07000', 'NJ', 41.45, 400); // 3.5 mi, another state

const post = (path: string, body: unknown, claims = agent) =>
  call(claims, 'POST', `${path}`, JSON.stringify(body));
const count = (zipCodes: string[], zipRadius: number, crossStateBoundary = false) =>
  post('/prospecting/count', { zipCodes, zipRadius, crossStateBoundary, itemNumber: 'AP-9999' });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: 'prospector@test.local', defaultAgencyId: AGENCY, hasChosenAgency: true }, [
    AGENCY,
  ]);
  await givenUser({ userName: 'no-agency@test.local' });
  await givenProduct({
    productId: 'P-PROSPECT',
    itemNumber: 'AP-9999',
    unitPrice: 76,
    programTypes: ['Prospecting'],
  });
  await givenProduct({
    productId: 'P-OTHER',
    itemNumber: 'AP-1000',
    unitPrice: 50,
    programTypes: ['CrossSell'],
  });
  await db()
    .entities.zipCodeArea.put({ zip3: '100', state: 'NY', zips: [CENTRE, NEAR, FAR] })
    .go();
  await db()
    .entities.zipCodeArea.put({ zip3: '070', state: 'NJ', zips: [NJ] })
    .go();
  await db()
    .entities.zipCodeCell.put({ cell: '41:-74', zips: [CENTRE, NEAR, FAR, NJ] })
    .go();
});

describe('Check Availability', () => {
  it('counts the entered ZIPs only at radius 0', async () => {
    const { status, body } = await count(['10000'], 0);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      withPhone: 500,
      withoutPhone: 1000,
      zipCodesReached: 1,
      unknownZipCodes: [],
    });
  });

  it('adds the ZIPs whose centroid lies within the radius, in the same state unless crossing is allowed', async () => {
    expect((await count(['10000'], 10)).body).toMatchObject({ withoutPhone: 1200, zipCodesReached: 2 });
    expect((await count(['10000'], 25)).body).toMatchObject({ withoutPhone: 1500, zipCodesReached: 3 });
    expect((await count(['10000'], 5, true)).body).toMatchObject({ withoutPhone: 1400, withPhone: 700 });
  });

  it('names ZIP codes that are not US ZIP codes and counts each reached ZIP once', async () => {
    const { body } = await count(['10000', '10001', '99999', '10000-1234'], 10);
    expect(body).toMatchObject({ withoutPhone: 1200, zipCodesReached: 2, unknownZipCodes: ['99999'] });
  });

  it('refuses a malformed ZIP, a non-prospecting product and a user with no agency', async () => {
    expect((await count(['1234'], 0)).status).toBe(400);
    const other = await post('/prospecting/count', {
      zipCodes: ['10000'],
      zipRadius: 0,
      crossStateBoundary: false,
      itemNumber: 'AP-1000',
    });
    expect(other.status).toBe(404);
    expect(
      (
        await post(
          '/prospecting/count',
          { zipCodes: ['10000'], zipRadius: 0, crossStateBoundary: false, itemNumber: 'AP-9999' },
          noAgency,
        )
      ).status,
    ).toBe(404);
  });
});

describe('price', () => {
  it('is the target count times the unit price, with phone numbers priced higher', async () => {
    const without = await post('/prospecting/price', {
      itemNumber: 'AP-9999',
      targetCount: 500,
      includePhoneNumber: false,
    });
    expect(without.body).toMatchObject({ targetCount: 500, finalUnitPrice: 76, finalPrice: 38_000 });
    const withPhone = await post('/prospecting/price', {
      itemNumber: 'AP-9999',
      targetCount: 500,
      includePhoneNumber: true,
    });
    expect(withPhone.body.finalUnitPrice).toBeGreaterThan(76);
    expect(withPhone.body.finalPrice).toBe(500 * withPhone.body.finalUnitPrice);
  });
});

describe('ZIP Code Look Up', () => {
  it('finds the ZIPs of a city in a state', async () => {
    const { status, body } = await call(agent, 'GET', '/prospecting/zip-codes', undefined, {
      query: { city: 'shelby', state: 'NY' },
    });
    expect(status).toBe(200);
    expect(body.results.map((result: { zipCode: string }) => result.zipCode)).toEqual(['10001', '10002']);
  });
});
