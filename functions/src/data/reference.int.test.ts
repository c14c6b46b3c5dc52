import { beforeAll, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { givenProduct } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { cellOf, cellsWithin, distanceMiles, type ZipEntry, zipPrefix } from './entities/zip-code';

const zip = (code: string, city: string, state: string, latitude: number, longitude: number): ZipEntry => ({
  zip: code,
  city,
  state,
  latitude,
  longitude,
  households: 1000,
  householdsWithPhone: 600,
});
const ZIPS = [
  zip('98101', 'Seattle', 'WA', 47.6114, -122.3305),
  zip('98104', 'Seattle', 'WA', 47.6021, -122.3285),
  zip('98004', 'Bellevue', 'WA', 47.6183, -122.2051),
  zip('98501', 'Olympia', 'WA', 47.0379, -122.9007),
  zip('97201', 'Portland', 'OR', 45.5079, -122.6901),
];

beforeAll(async () => {
  await useFreshTable();
  const { entities } = db();
  await entities.reportGroup
    .put([
      { reportGroupType: 7, name: 'Admin Reports' },
      { reportGroupType: 3, name: 'Program Reports' },
    ])
    .go();
  await entities.report
    .put([
      { reportId: '12', reportGroupType: 3, name: 'Win Back Auto Customer List' },
      { reportId: '3', reportGroupType: 3, name: 'Annual Auto' },
      { reportId: '31', reportGroupType: 7, name: 'Agency Enrollment' },
    ])
    .go();
  await entities.announcement
    .put([
      { announcementId: 'A1', title: 'Old', body: '<p>old</p>', startDate: '2026-09-01' },
      { announcementId: 'A2', title: 'New', body: '<p>new</p>', startDate: '2026-10-15' },
    ])
    .go();
  await entities.banner
    .put([
      { bannerId: 'B10', sortOrder: 10, name: 'Ten', imageKey: 'b10.svg' },
      { bannerId: 'B2', sortOrder: 2, name: 'Two', imageKey: 'b2.svg' },
    ])
    .go();
  await entities.discountCode
    .put([
      {
        code: 'WELCOME10',
        name: 'Welcome',
        discountType: 'percent',
        value: 10,
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
      },
      {
        code: 'SPRING25',
        name: 'Spring',
        discountType: 'percent',
        value: 25,
        validFrom: '2025-03-01',
        validTo: '2025-05-31',
      },
    ])
    .go();
  const areas = new Map<string, ZipEntry[]>();
  const cells = new Map<string, ZipEntry[]>();
  for (const entry of ZIPS) {
    const area = `${zipPrefix(entry.zip)}|${entry.state}`;
    areas.set(area, [...(areas.get(area) ?? []), entry]);
    const cell = cellOf(entry.latitude, entry.longitude);
    cells.set(cell, [...(cells.get(cell) ?? []), entry]);
  }
  await entities.zipCodeArea
    .put([...areas].map(([key, zips]) => ({ zip3: key.split('|')[0]!, state: key.split('|')[1]!, zips })))
    .go();
  await entities.zipCodeCell.put([...cells].map(([cell, zips]) => ({ cell, zips }))).go();
});

describe('reports', () => {
  it('reads groups and reports in one Query (collection), ordered by group type and id', async () => {
    const { data } = await db().collections.reportCatalogue({}).go();
    expect(data.reportGroup.map((group) => group.reportGroupType)).toEqual([3, 7]);
    expect(data.report.map((report) => [report.reportGroupType, report.reportId])).toEqual([
      [3, '12'],
      [3, '3'],
      [7, '31'],
    ]);
  });

  it('finds a report by id', async () => {
    const { data } = await db().entities.report.query.reportById({ reportId: '3' }).go();
    expect(data.map((report) => report.name)).toEqual(['Annual Auto']);
  });
});

describe('home content and configuration', () => {
  it('announcements newest first; banners in display order (padded sort keys)', async () => {
    const { announcement, banner } = db().entities;
    const news = await announcement.query.announcements({}).go({ order: 'desc' });
    expect(news.data.map((entry) => entry.title)).toEqual(['New', 'Old']);
    const banners = await banner.query.banners({}).go();
    expect(banners.data.map((entry) => entry.bannerId)).toEqual(['B2', 'B10']);
  });

  it('looks a discount code up ignoring case; lists all codes by code', async () => {
    const { discountCode } = db().entities;
    expect((await discountCode.get({ code: 'welcome10' }).go()).data).toMatchObject({
      code: 'WELCOME10',
      isActive: true,
    });
    const all = await discountCode.query.allDiscountCodes({}).go();
    expect(all.data.map((entry) => entry.code)).toEqual(['SPRING25', 'WELCOME10']);
  });

  it('keeps one site configuration item', async () => {
    const { siteConfig } = db().entities;
    const questions = [{ id: 'Q1', description: 'How easy?', type: 1 }];
    await siteConfig.put({ feedbackQuestions: questions, updated: '2026-11-01' }).go();
    expect((await siteConfig.get({ configId: 'site' }).go()).data?.feedbackQuestions).toEqual(questions);
  });

  it('stores an opt-out by the hash of the email, never the clear text', async () => {
    const { optOut } = db().entities;
    await optOut.put({ suppressionKey: suppressionKey('  Moved@Mail.Example ') }).go();
    const stored = (await optOut.get({ suppressionKey: suppressionKey('moved@mail.example') }).go()).data;
    expect(stored?.source).toBe('moving-email');
    expect(JSON.stringify(stored)).not.toContain('mail.example');
  });

  it('reads the whole catalogue from its partition (product search filters it in memory)', async () => {
    await givenProduct({ productId: 'P1', created: '2026-01-01T00:00:00.000Z' });
    await givenProduct({ productId: 'P2', created: '2026-02-01T00:00:00.000Z' });
    const { data } = await db().entities.product.query.catalogue({}).go({ pages: 'all', order: 'desc' });
    expect(data.map((product) => product.productId)).toEqual(['P2', 'P1']);
  });
});

describe('ZIP code reference', () => {
  it('by ZIP: the prefix bucket', async () => {
    const { data } = await db()
      .entities.zipCodeArea.query.areaOfPrefix({ zip3: zipPrefix('98104') })
      .go();
    expect(data.flatMap((area) => area.zips).find((entry) => entry.zip === '98104')?.city).toBe('Seattle');
  });

  it('ZIP Code Look Up: the buckets of a state, matched by city', async () => {
    const { data } = await db().entities.zipCodeArea.query.areasOfState({ state: 'WA' }).go({ pages: 'all' });
    const seattle = data
      .flatMap((area) => area.zips)
      .filter((entry) => entry.city.toLowerCase() === 'seattle');
    expect(seattle.map((entry) => entry.zip)).toEqual(['98101', '98104']);
  });

  it('radius: the cells a circle touches, then the distance in memory', async () => {
    const center = ZIPS[0]!;
    const cells = cellsWithin(center.latitude, center.longitude, 10);
    const { data } = await db()
      .entities.zipCodeCell.get(cells.map((cell) => ({ cell })))
      .go();
    const within = data
      .flatMap((bucket) => bucket.zips)
      .filter((entry) => distanceMiles(center, entry) <= 10)
      .map((entry) => entry.zip)
      .sort();
    expect(within).toEqual(['98004', '98101', '98104']);
  });
});
