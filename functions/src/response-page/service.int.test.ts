import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetClock, setClock } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { RESPONSE_REQUESTS_PER_HOUR } from '@msc/shared/rules/response-url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipientIdOf, responseCodeOf } from '#documents/index';
import { writeOrderDetailRows } from '#orders/index';
import { resetConfig } from '#platform/config';
import type { OutboxEntry } from '#platform/email/outbox';
import { responsesOfAgencySince, responsesOfOrder } from '#responses/index';
import { givenDropOrder } from '../test/drop-orders';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { invoke } from '../test/invoke';
import { handler } from './handler';

const AGENT = 'response-agent@test.local';
const AGENCY = 48;
const ORDER = 'ORDER-48';
const casey = {
  firstName: 'Casey',
  lastName: 'Recipient',
  addressLine1: '9 Elm St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

/** Each test calls from an address of its own, so the per-client limit is only met where it is tested. */
let clientIp = '';
let nextClient = 1;
afterEach(() => resetClock());
beforeEach(() => {
  clientIp = `198.51.100.${nextClient++}`;
});
const anonymous = (method: string, path: string, body?: unknown, sourceIp = clientIp) =>
  invoke(handler, { method, path: `/api${path}`, body, sourceIp });

let outbox = '';
let code = '';

beforeAll(async () => {
  await useFreshTable();
  outbox = await mkdtemp(join(tmpdir(), 'msc-outbox-responses-'));
  process.env.EMAIL_OUTBOX_DIR = outbox;
  resetConfig();
  await givenAgency({ agencyId: AGENCY, agencyName: 'Lakeside Insurance', phone: '512-555-0148' });
  await givenUser({ userName: AGENT, email: AGENT, defaultAgencyId: AGENCY }, [AGENCY]);
  await givenDropOrder(
    ORDER,
    ['2026-12-01', '2026-12-08'],
    { subTotal: 0, paid: false },
    {
      userName: AGENT,
      agencyId: AGENCY,
    },
  );
  const recipientId = recipientIdOf(casey);
  code = await responseCodeOf({ pieceId: 'STATE-48', recipientId, drop: 2 });
  await writeOrderDetailRows([
    {
      userName: AGENT,
      orderId: ORDER,
      orderNumber: 'D-48',
      orderDate: '2026-11-20T10:00:00.000Z',
      rowNumber: 1,
      listId: 'STATE-48',
      marketingChannel: 'Direct Mail',
      ...casey,
      agencyName: 'Lakeside Insurance',
      statId: '4100000',
      productName: 'Cross-Sell Auto Letter',
      productNumber: 'XS-100',
      drop: 2,
      recipientId,
      responseCode: code,
    },
  ]);
});

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
  delete process.env.EMAIL_OUTBOX_DIR;
  resetConfig();
});

async function mailTo(to: string) {
  const index = await readFile(join(outbox, 'index.jsonl'), 'utf8').catch(() => '');
  const entries = index
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.to === to);
  return Promise.all(
    entries.map(async (entry) => ({ ...entry, eml: await readFile(join(outbox, entry.file), 'utf8') })),
  );
}

describe('the public response page of a personal URL', () => {
  it('shows the recipient’s first name and the agency’s contact, nothing else, signed out', async () => {
    const { status, body } = await anonymous('GET', `/responses/${code.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      firstName: 'Casey',
      agency: expect.objectContaining({ name: 'Lakeside Insurance', phone: '512-555-0148' }),
    });
    expect(JSON.stringify(body)).not.toMatch(/Recipient|Elm St|78701/);
  });

  it('answers an unknown or malformed code with a clear 404, never a 500', async () => {
    for (const unknown of ['ZZZZZZZZZZ', 'short', 'not-a-code!', 'U'.repeat(10)]) {
      const response = await anonymous('GET', `/responses/${unknown}`);
      expect(response).toMatchObject({ status: 404, body: { message: apiErrors.responseCodeNotFound } });
      expect((await anonymous('POST', `/responses/${unknown}/visits`, { scanned: true })).status).toBe(404);
    }
  });

  it('records a scan, a visit and a form with the order, drop and recipient, and e-mails the agent the first visit and the form', async () => {
    setClock('2026-12-03T15:00:00.000Z');
    const since = '2026-12-03T15:00:00.000Z';
    expect((await anonymous('POST', `/responses/${code}/visits`, { scanned: true })).status).toBe(201);
    // Reopened and reloaded within the hour: the same visit, recorded and told once.
    setClock('2026-12-03T15:40:00.000Z');
    for (const scanned of [true, false, false]) {
      expect((await anonymous('POST', `/responses/${code}/visits`, { scanned })).status).toBe(201);
    }
    // Typed again the next hour: a visit of its own, but the agent was told of the first already.
    setClock('2026-12-03T17:05:00.000Z');
    expect((await anonymous('POST', `/responses/${code}/visits`, { scanned: false })).status).toBe(201);
    const form = { request: 'call', name: 'Casey R', phone: '512-555-0101', consent: true };
    expect((await anonymous('POST', `/responses/${code}/form`, form)).status).toBe(201);

    const recorded = await responsesOfOrder(AGENCY, ORDER);
    expect(recorded.map(({ kind, drop, recipientId }) => ({ kind, drop, recipientId }))).toEqual(
      ['scan', 'visit', 'form'].map((kind) => ({ kind, drop: 2, recipientId: recipientIdOf(casey) })),
    );
    expect(recorded[2]).toMatchObject({ request: 'call', phone: '512-555-0101', consent: 'v1' });
    expect((await responsesOfAgencySince(AGENCY, since)).length).toBe(3);

    const mails = await mailTo(AGENT);
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(2).fill('New response from Casey Recipient to Cross-Sell Auto Letter'),
    );
    expect(mails[0]!.eml).toContain(
      'Casey Recipient scanned the QR code of your Cross-Sell Auto Letter (drop 2).',
    );
    expect(mails[1]!.eml).toContain(
      'Casey Recipient asked to be contacted about your Cross-Sell Auto Letter (drop 2).',
    );
    expect(mails[1]!.eml).toContain('512-555-0101');
  });

  it('refuses a form without consent and records nothing', async () => {
    const before = (await responsesOfOrder(AGENCY, ORDER)).length;
    const response = await anonymous('POST', `/responses/${code}/form`, {
      request: 'quote',
      name: 'Casey',
      phone: '512-555-0101',
      consent: false,
    });
    expect(response.status).toBe(400);
    expect((await responsesOfOrder(AGENCY, ORDER)).length).toBe(before);
  });

  it('limits the calls of one client address an hour, others unaffected', async () => {
    for (let call = 0; call < RESPONSE_REQUESTS_PER_HOUR; call++) {
      expect((await anonymous('GET', '/responses/ZZZZZZZZZZ')).status).toBe(404);
    }
    const over = await anonymous('GET', `/responses/${code}`);
    expect(over).toMatchObject({ status: 429, body: { message: apiErrors.tooManyResponseRequests } });
    expect((await anonymous('GET', `/responses/${code}`, undefined, '203.0.113.250')).status).toBe(200);
  });
});
