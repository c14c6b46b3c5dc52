import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrors, errors } from '@msc/shared/messages';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as documentsHandler } from '#documents/handler';
import { resetConfig } from '#platform/config';
import { type EmailSender, useEmailSender } from '#platform/email/email-sender';
import type { OutboxEntry } from '#platform/email/outbox';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const documentsCall = callerOf(documentsHandler);

const AGENT = 'kit-agent@test.local';
const OTHER = 'kit-other@test.local';
const NO_AGENCY = 'kit-no-agency@test.local';
const ADMIN = 'kit-admin@test.local';

const call = callerOf(handler);

const form = {
  agencyName: 'Harbor Point Insurance',
  agentFirstName: 'Rowan',
  agentLastName: 'Ellery',
  agentPhone: '555-201-3344',
  agentEmail: 'rowan@harbor.test',
  addressLine1: '9 Quay Street',
  city: 'Tacoma',
  state: 'WA',
  postalCode: '98402',
};

/** Preview PDF in the built-in editor: the document the commit then names. */
async function previewed(userName: string, productId = 'kit'): Promise<string> {
  const { status, body } = await documentsCall(claimsFor(userName), 'POST', '/documents/proofs', {
    productId,
    form,
  });
  expect(status).toBe(201);
  return body.documentId;
}

const commit = (userName: string, pageFlexDocumentId: string, extra: Record<string, unknown> = {}) =>
  call(userName, 'POST', '/downloads/customize', {
    productUserCustomDownloadModel: { pageFlexDocumentId, action: 'create', productId: 'kit', ...extra },
  });

let outbox = '';

beforeAll(async () => {
  await useFreshTable();
  outbox = await mkdtemp(join(tmpdir(), 'msc-outbox-test-'));
  process.env.EMAIL_OUTBOX_DIR = outbox;
  process.env.PORTAL_URL = 'http://portal.test:3000';
  resetConfig();
  await givenAgency({ agencyId: 7, agencyName: 'Harbor Point Insurance', statId: '17210077' });
  await givenUser({ userName: AGENT, defaultAgencyId: 7, firstName: 'Rowan' }, [7]);
  await givenUser({ userName: OTHER, defaultAgencyId: 7 }, [7]);
  await givenUser({ userName: NO_AGENCY, defaultAgencyId: 0 });
  await givenUser({ userName: ADMIN, defaultAgencyId: 0, roles: ['SA'], primaryRole: 'SA' });
  await givenProduct({
    productId: 'kit',
    itemNumber: 'AP-7000K',
    name: 'New Agent Welcome Kit',
    productFormat: 'Kits',
    isCustomizeDownloadble: true,
    isWelcomeKit: true,
  });
  await givenProduct({ productId: 'plain', isCustomizeDownloadble: false, isPersonalizable: false });
});

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
  delete process.env.EMAIL_OUTBOX_DIR;
  delete process.env.PORTAL_URL;
  resetConfig();
});

describe('customizable downloads: commit', () => {
  let customDownloadId = '';

  it('commits the previewed document as a Complete download of the agency in effect', async () => {
    const documentId = await previewed(AGENT);
    const { status, body } = await commit(AGENT, documentId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ succeeded: true, completed: true });
    customDownloadId = body.customDownloadId;

    const row = (await call(AGENT, 'GET', `/downloads/${customDownloadId}`)).body;
    expect(row).toMatchObject({
      title: 'New Agent Welcome Kit - Harbor Point Insurance',
      itemNumber: 'AP-7000K',
      statCode: '17210077',
      pageFlexDocumentId: documentId,
      isWelcomeKit: true,
      status: 'Complete',
      hasFile: true,
    });
    const list = (await call(AGENT, 'GET', '/downloads')).body;
    expect(list.results[0]).toMatchObject({
      productUserCustomDownloadId: customDownloadId,
      status: 'Complete',
    });
  });

  it("serves the committed PDF with the form's text", async () => {
    const file = (await call(AGENT, 'GET', `/downloads/${customDownloadId}/file`)).body;
    const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: bytes });
    try {
      expect((await parser.getText()).text).toContain('Rowan Ellery');
    } finally {
      await parser.destroy();
    }
  });

  it('an edit replaces the download it came from', async () => {
    const documentId = await previewed(AGENT);
    const { body } = await commit(AGENT, documentId, { action: 'edit', parentId: customDownloadId });
    expect(body.customDownloadId).toBe(customDownloadId);
    expect((await call(AGENT, 'GET', `/downloads/${customDownloadId}`)).body.pageFlexDocumentId).toBe(
      documentId,
    );
  });

  it("never reaches another user's download or document (404)", async () => {
    expect(await call(OTHER, 'GET', `/downloads/${customDownloadId}`)).toMatchObject({
      status: 404,
      body: { message: apiErrors.downloadNotFound },
    });
    expect((await call(OTHER, 'POST', `/downloads/${customDownloadId}/email-review`)).status).toBe(404);
    const theirs = await previewed(AGENT);
    expect((await commit(OTHER, theirs)).status).toBe(404);
    const own = await previewed(OTHER);
    expect((await commit(OTHER, own, { action: 'edit', parentId: customDownloadId })).status).toBe(404);
  });

  it("refuses without a current agency with the spec's message, but not an admin role", async () => {
    expect(await commit(NO_AGENCY, 'any-document')).toMatchObject({
      status: 403,
      body: { message: errors.customDownloadNoAgency },
    });
    const adminDocument = await previewed(ADMIN);
    const { status, body } = await commit(ADMIN, adminDocument);
    expect(status).toBe(200);
    expect((await call(ADMIN, 'GET', `/downloads/${body.customDownloadId}`)).body).toMatchObject({
      title: 'New Agent Welcome Kit',
      status: 'Complete',
    });
  });

  it('refuses a product that is not a customizable download', async () => {
    const documentId = await previewed(AGENT);
    expect((await commit(AGENT, documentId, { productId: 'plain' })).status).toBe(404);
  });
});

describe('customizable downloads: send email review', () => {
  it("writes the message to the outbox: the user's address, the subject, the page link and the PDF", async () => {
    const committed = (await commit(AGENT, await previewed(AGENT))).body;
    const { status, body } = await call(
      AGENT,
      'POST',
      `/downloads/${committed.customDownloadId}/email-review`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, sentTo: AGENT });

    const index = (await readFile(join(outbox, 'index.jsonl'), 'utf8')).trim().split('\n');
    const entry = JSON.parse(index.at(-1)!) as OutboxEntry;
    expect(entry).toMatchObject({
      to: AGENT,
      subject: 'Your customized download is ready: New Agent Welcome Kit - Harbor Point Insurance',
    });
    const eml = await readFile(join(outbox, entry.file), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: <?${AGENT}>?`, 'm'));
    const subject = /^Subject: =\?utf-8\?B\?(.+)\?=$/m.exec(eml)?.[1] ?? '';
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe(entry.subject);
    expect(eml).toContain(
      `http://portal.test:3000/personalization/download-customize-asset/${committed.customDownloadId}?docId=`,
    );
    expect(eml).toMatch(/Content-Type: application\/pdf/);
    expect(eml).toContain('filename="AP-7000K.pdf"');
  });

  it('answers 422 with our message when the sender fails, and nothing is claimed sent', async () => {
    const committed = (await commit(AGENT, await previewed(AGENT))).body;
    const failing: EmailSender = { send: () => Promise.reject(new Error('smtp down')) };
    useEmailSender(failing);
    try {
      expect(
        await call(AGENT, 'POST', `/downloads/${committed.customDownloadId}/email-review`),
      ).toMatchObject({
        status: 422,
        body: { message: apiErrors.emailNotSent },
      });
    } finally {
      useEmailSender(undefined);
    }
  });
});
