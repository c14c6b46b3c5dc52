import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrors, validation } from '@msc/shared/messages';
import { OPT_OUT_REQUESTS_PER_HOUR } from '@msc/shared/rules/opt-out';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '#platform/config';
import { db } from '#platform/db';
import type { OutboxEntry } from '#platform/email/outbox';
import { suppressedEmails } from '#suppression/index';
import { useFreshTable } from '../test/fresh-table';
import { invoke } from '../test/invoke';
import { handler } from './handler';
import { signOptOutLink } from './opt-out-link';

/** Each test calls from an address of its own, so the per-client limit is only met where it is tested. */
let clientIp = '';
let nextClient = 1;
beforeEach(() => {
  clientIp = `198.51.100.${nextClient++}`;
});
const anonymous = (method: string, path: string, body?: unknown, sourceIp = clientIp) =>
  invoke(handler, { method, path: `/api${path}`, body, sourceIp });

const inOneDay = () => new Date(Date.now() + 24 * 3600 * 1000);
const suppressed = async (...emails: string[]) => [...(await suppressedEmails(emails))];

let outbox = '';
beforeAll(async () => {
  await useFreshTable();
  outbox = await mkdtemp(join(tmpdir(), 'msc-outbox-opt-out-'));
  process.env.EMAIL_OUTBOX_DIR = outbox;
  process.env.PORTAL_URL = 'http://portal.test:3000';
  resetConfig();
});
afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
  delete process.env.EMAIL_OUTBOX_DIR;
  delete process.env.PORTAL_URL;
  resetConfig();
});

/** The messages the outbox holds for `to`, each with the opt-out link its text carries. */
async function mailTo(to: string) {
  const index = await readFile(join(outbox, 'index.jsonl'), 'utf8').catch(() => '');
  const entries = index
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.to === to);
  return Promise.all(
    entries.map(async (entry) => {
      const eml = await readFile(join(outbox, entry.file), 'utf8');
      const link = /http:\/\/portal\.test:3000\/optout\?[^\s"<]+/.exec(eml)?.[0];
      return { ...entry, link: link ? new URL(link) : undefined };
    }),
  );
}

describe('public opt-out by a signed link', () => {
  it('opts the address out at once, signed out, by hash, once', async () => {
    const link = await signOptOutLink({ t: 'T1', i: 'R9', e: 'Moving.Customer@Mail.Example' }, inOneDay());
    const first = await anonymous('POST', '/opt-out/track', link);
    expect(first).toMatchObject({
      status: 200,
      body: { succeeded: true, acknowledgementId: expect.any(String) },
    });
    expect(JSON.stringify(first.body)).not.toContain('mail.example');
    expect((await anonymous('POST', '/opt-out/track', link)).status).toBe(200);

    expect(await suppressed('MOVING.customer@mail.example', 'someone.else@mail.example')).toEqual([
      'moving.customer@mail.example',
    ]);
    const { data } = await db().entities.optOut.scan.go();
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/customer|mail\.example/i);
  });

  it('suppresses nothing for a link without a signature, a tampered one or an expired one', async () => {
    const link = await signOptOutLink({ t: 'T1', i: 'R1', e: 'kept@mail.example' }, inOneDay());
    const tries = [
      { t: 'T1', i: 'R1', e: 'kept@mail.example' },
      { ...link, e: 'victim@mail.example' },
      { ...link, i: 'R2' },
      { ...link, t: 'T2' },
      { ...link, s: `${Number(link.s.split('.')[0]) + 3600}.${link.s.split('.')[1]}` },
      { ...link, s: 'garbage' },
      await signOptOutLink({ t: 'T1', i: 'R1', e: 'expired@mail.example' }, new Date(Date.now() - 1000)),
    ];
    for (const body of tries) {
      const response = await anonymous('POST', '/opt-out/track', body);
      expect(response).toMatchObject({ status: 200, body: { succeeded: true } });
      expect(response.body.acknowledgementId).toBeUndefined();
    }
    expect(await suppressed('kept@mail.example', 'victim@mail.example', 'expired@mail.example')).toEqual([]);
  });
});

describe('public opt-out form', () => {
  it('suppresses nothing itself: it mails the address a link, and that link opts it out', async () => {
    const response = await anonymous('POST', '/opt-out', { email: 'Form.Reader@Mail.Example ' });
    expect(response).toMatchObject({
      status: 201,
      body: { succeeded: true, acknowledgementId: expect.any(String) },
    });
    expect(await suppressed('form.reader@mail.example')).toEqual([]);

    const [mail] = await mailTo('Form.Reader@Mail.Example');
    expect(mail?.subject).toBe('Confirm your email opt-out');
    const query = Object.fromEntries(mail!.link!.searchParams);
    expect(query).toMatchObject({ t: 'confirm', e: 'Form.Reader@Mail.Example', s: expect.any(String) });
    const followed = await anonymous('POST', '/opt-out/track', query);
    expect(followed.body.acknowledgementId).toEqual(expect.any(String));
    expect(await suppressed('form.reader@mail.example')).toEqual(['form.reader@mail.example']);
  });

  it('refuses an address that is not one, with the spec’s message', async () => {
    const response = await anonymous('POST', '/opt-out', { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors.email).toContain(validation.invalidEmail);
  });

  it('limits the calls of one client address an hour, others unaffected', async () => {
    for (let call = 0; call < OPT_OUT_REQUESTS_PER_HOUR; call++) {
      expect((await anonymous('POST', '/opt-out/track', { t: 'T', i: `R${call}` })).status).toBe(200);
    }
    const over = await anonymous('POST', '/opt-out', { email: 'flood@mail.example' });
    expect(over).toMatchObject({ status: 429, body: { message: apiErrors.tooManyOptOutRequests } });
    expect(await mailTo('flood@mail.example')).toEqual([]);
    expect((await anonymous('POST', '/opt-out/track', {}, '203.0.113.250')).status).toBe(200);
  });
});
