import { businessToday } from '@msc/shared/rules/business-date';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as homeHandler } from '../home/handler';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const ADMIN = 'sa@test.local';
const MARKETING = 'marketing-admin@test.local';
const CSR = 'csr@test.local';
const AGENT = 'agent@test.local';
const call = callerOf(handler);
const home = callerOf(homeHandler);

// Days in New York, as the home page counts them.
const day = (offset: number) => businessToday(new Date(Date.now() + offset * 86_400_000));

const announcement = (title: string, startDate = day(0), endDate?: string) => ({
  title,
  body: '<p>Rates <strong>drop</strong> today.</p>',
  startDate,
  endDate,
  audienceRoles: [],
});

const banner = (name: string, sortOrder: number, window: { startDate?: string; endDate?: string } = {}) => ({
  name,
  imageKey: 'banners/B1.svg',
  linkUrl: '/products',
  altText: name,
  sortOrder,
  isActive: true,
  ...window,
});

const homeTitles = async () =>
  (await home(AGENT, 'GET', '/home/announcements')).body.announcements.map(
    (shown: { title: string }) => shown.title,
  );
const homeBanners = async () =>
  (await home(AGENT, 'GET', '/home/banners')).body.map((shown: { name: string }) => shown.name);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 7, agencyName: 'Agent Agency' });
  await givenUser({ userName: ADMIN, roles: ['SA'], primaryRole: 'SA' });
  await givenUser({ userName: MARKETING, roles: ['MarketingAdmin'], primaryRole: 'MarketingAdmin' });
  await givenUser({ userName: CSR, roles: ['CustomerService'], primaryRole: 'CustomerService' });
  await givenUser({ userName: AGENT, defaultAgencyId: 7, hasChosenAgency: true }, [7]);
});

describe('content permissions', () => {
  it('refuses an agent every content route with 403, and lets customer service read but not write', async () => {
    expect((await call(AGENT, 'GET', '/admin/announcements')).status).toBe(403);
    expect((await call(AGENT, 'POST', '/admin/announcements', announcement('x'))).status).toBe(403);
    expect((await call(AGENT, 'POST', '/admin/banners', banner('x', 1))).status).toBe(403);
    expect((await call(CSR, 'GET', '/admin/banners')).status).toBe(200);
    expect((await call(CSR, 'POST', '/admin/announcements', announcement('x'))).status).toBe(403);
  });
});

describe('announcements', () => {
  it('sanitizes the HTML on the server: script and onerror gone, formatting and safe links kept', async () => {
    const created = await call(MARKETING, 'POST', '/admin/announcements', {
      ...announcement('Sanitized'),
      body:
        '<p>Hello <strong>agents</strong> and <em>owners</em><script>alert(1)</script></p>' +
        '<img src="/assets/x.png" onerror="alert(2)"><ul><li>one</li></ul>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_blank">good</a>',
    });
    expect(created.status).toBe(201);
    const body: string = created.body.body;
    expect(body).not.toMatch(/script|onerror|alert|javascript:/i);
    expect(body).toContain('<strong>agents</strong>');
    expect(body).toContain('<em>owners</em>');
    expect(body).toContain('<ul><li>one</li></ul>');
    expect(body).toContain('<img src="/assets/x.png" />');
    expect(body).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
    // What agents are sent is the stored, sanitized text.
    const shown = (await home(AGENT, 'GET', '/home/announcements')).body.announcements;
    expect(shown.find((item: { title: string }) => item.title === 'Sanitized').body).toBe(body);
  });

  it("keeps typography classes only: the portal's layout classes cannot lay an announcement over the page", async () => {
    const created = await call(MARKETING, 'POST', '/admin/announcements', {
      ...announcement('Overlay'),
      body: '<div class="fixed inset-0 z-50 bg-white font-semibold">Click here</div><p class="sr-only">x</p>',
    });
    expect(created.status).toBe(201);
    expect(created.body.body).toBe('<div class="font-semibold">Click here</div><p>x</p>');
  });

  it('refuses a text that is nothing but script (400 with the field), and bad dates, never a 500', async () => {
    const empty = await call(MARKETING, 'POST', '/admin/announcements', {
      ...announcement('Only script'),
      body: '<script>alert(1)</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.body).toEqual([
      'The text has nothing left to show once scripts and unsafe markup are removed.',
    ]);
    const reversed = await call(MARKETING, 'POST', '/admin/announcements', announcement('x', day(3), day(1)));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors.endDate).toEqual(['The last day cannot be before the first.']);
  });

  it('shows one dated today on the home page at once, hides a future or ended one', async () => {
    await call(ADMIN, 'POST', '/admin/announcements', announcement('Today only', day(0), day(0)));
    await call(ADMIN, 'POST', '/admin/announcements', announcement('Next week', day(7)));
    await call(ADMIN, 'POST', '/admin/announcements', announcement('Last month', day(-40), day(-10)));
    const titles = await homeTitles();
    expect(titles).toContain('Today only');
    expect(titles).not.toContain('Next week');
    expect(titles).not.toContain('Last month');
  });

  it('audits an edit (first day moved) with before and after, and a delete; the home page follows', async () => {
    const { body: created } = await call(ADMIN, 'POST', '/admin/announcements', announcement('Moving'));
    expect(await homeTitles()).toContain('Moving');

    const moved = await call(ADMIN, 'PUT', `/admin/announcements/${created.id}`, {
      ...announcement('Moved', day(5)),
    });
    expect(moved.status).toBe(200);
    expect(await homeTitles()).not.toContain('Moving');
    expect(await homeTitles()).not.toContain('Moved');
    const list = (await call(ADMIN, 'GET', '/admin/announcements')).body.results;
    expect(list.filter((item: { id: string }) => item.id === created.id)).toHaveLength(1);

    const [update] = await auditRecordsOfTarget(`announcement:${created.id}`);
    expect(update).toMatchObject({ action: 'admin.update', actorUserName: ADMIN });
    expect(JSON.parse(update!.before!)).toMatchObject({ title: 'Moving', startDate: day(0) });
    expect(JSON.parse(update!.after!)).toMatchObject({ title: 'Moved', startDate: day(5) });

    expect((await call(ADMIN, 'DELETE', `/admin/announcements/${created.id}`)).status).toBe(200);
    const records = await auditRecordsOfTarget(`announcement:${created.id}`);
    expect(records.map((record) => record.action).sort()).toEqual([
      'admin.create',
      'admin.delete',
      'admin.update',
    ]);
    expect((await call(ADMIN, 'DELETE', `/admin/announcements/${created.id}`)).status).toBe(404);
  });
});

describe('banners', () => {
  it('shows the banners in their window today, in order, and a reorder at once', async () => {
    const { body: second } = await call(ADMIN, 'POST', '/admin/banners', banner('Second', 20));
    await call(ADMIN, 'POST', '/admin/banners', banner('First', 10, { startDate: day(-1), endDate: day(0) }));
    await call(ADMIN, 'POST', '/admin/banners', banner('Future', 5, { startDate: day(3) }));
    await call(ADMIN, 'POST', '/admin/banners', banner('Over', 5, { endDate: day(-1) }));
    expect(await homeBanners()).toEqual(['First', 'Second']);

    const reordered = await call(ADMIN, 'PUT', `/admin/banners/${second.id}`, banner('Second', 1));
    expect(reordered.status).toBe(200);
    expect(await homeBanners()).toEqual(['Second', 'First']);
    const [change] = await auditRecordsOfTarget(`banner:${second.id}`);
    expect(JSON.parse(change!.before!).sortOrder).toBe(20);
    expect(JSON.parse(change!.after!).sortOrder).toBe(1);
  });

  it('refuses an image outside the stored images and a script link (400)', async () => {
    const bad = await call(ADMIN, 'POST', '/admin/banners', {
      ...banner('Bad', 1),
      imageKey: '../secrets.png',
      linkUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['imageKey', 'linkUrl']);
  });
});
