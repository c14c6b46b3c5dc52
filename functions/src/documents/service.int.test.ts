import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config';
import { db } from '#platform/db';
import { s3Client } from '#platform/s3-client';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const agent = claimsFor('docs-agent@test.local');
const colleague = claimsFor('docs-colleague@test.local');
const foreign = claimsFor('docs-foreign@test.local');
const call = callerOf(handler);

const form = {
  agencyName: 'Lakeside Insurance Group',
  agentFirstName: 'Dana',
  agentLastName: 'Whitfield',
  agentPhone: '555-123-4567',
  agentEmail: 'dana@lakeside.test',
  addressLine1: '12 Harbor Road',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
  licenseNumber: '0G12345',
};

const pdfText = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: 'docs-agent@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'docs-colleague@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'docs-foreign@test.local', defaultAgencyId: 2 }, [2]);
  await givenProduct({
    productId: 'letter',
    itemNumber: 'XS-LTR-1',
    name: 'Cross-Sell Auto Letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
  });
  await givenProduct({ productId: 'brochure', isPersonalizable: false, isCustomizeDownloadble: false });
});

describe('document editor: proofs', () => {
  let documentId = '';

  it('renders the product template with the form, stores it and serves it by a short-lived URL', async () => {
    const { status, body } = await call(agent, 'POST', '/documents/proofs', { productId: 'letter', form });
    expect(body).toMatchObject({ totalPages: 2 });
    expect(status).toBe(201);
    expect(body.totalPages).toBe(2);
    expect(body.fileUrl).toMatch(/X-Amz-Expires=300/);
    documentId = body.documentId;
    const text = await pdfText(body.fileUrl);
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('Lakeside Insurance Group');
    expect(text).toContain('Cross-Sell Auto Letter');
  });

  it('renders again under the same document id with the edited form', async () => {
    const { status, body } = await call(agent, 'POST', '/documents/proofs', {
      productId: 'letter',
      documentId,
      form: { ...form, agentFirstName: 'Morgan' },
    });
    expect(status).toBe(201);
    expect(body.documentId).toBe(documentId);
    expect(await pdfText(body.fileUrl)).toContain('Morgan Whitfield');
  });

  it('hands a fresh URL to the owner', async () => {
    const { status, body } = await call(agent, 'GET', `/documents/${documentId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ documentId, totalPages: 2 });
    expect(await pdfText(body.fileUrl)).toContain('Morgan Whitfield');
  });

  it("answers 404 for another user's or another agency's document, and for an unknown one", async () => {
    expect((await call(colleague, 'GET', `/documents/${documentId}`)).status).toBe(404);
    expect((await call(foreign, 'GET', `/documents/${documentId}`)).status).toBe(404);
    expect((await call(agent, 'GET', '/documents/no-such-document')).status).toBe(404);
    const overwrite = await call(foreign, 'POST', '/documents/proofs', {
      productId: 'letter',
      documentId,
      form,
    });
    expect(overwrite.status).toBe(404);
    expect(await pdfText((await call(agent, 'GET', `/documents/${documentId}`)).body.fileUrl)).toContain(
      'Morgan Whitfield',
    );
  });

  it('refuses a product that is not personalizable, and an invalid form with the field messages', async () => {
    expect((await call(agent, 'POST', '/documents/proofs', { productId: 'brochure', form })).status).toBe(
      404,
    );
    const invalid = await call(agent, 'POST', '/documents/proofs', {
      productId: 'letter',
      form: { ...form, licenseNumber: '' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors ?? {}).join()).toContain('licenseNumber');
  });
});

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('document editor: the image from the image library', () => {
  beforeAll(async () => {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config().DOCUMENTS_BUCKET,
        Key: 'images/docs-agent/pixel.png',
        Body: PIXEL_PNG,
      }),
    );
    await db()
      .entities.image.put({
        userName: 'docs-agent@test.local',
        imageId: 'IMG1',
        name: 'Headshot',
        s3Key: 'images/docs-agent/pixel.png',
        contentType: 'image/png',
      })
      .go();
  });

  it("embeds the user's image in the proof's image box", async () => {
    const { status, body } = await call(agent, 'POST', '/documents/proofs', {
      productId: 'letter',
      form: { ...form, imageId: 'IMG1' },
    });
    expect(status).toBe(201);
    const pdf = Buffer.from(await (await fetch(body.fileUrl)).arrayBuffer()).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it("answers 404 for another user's image", async () => {
    const { status } = await call(colleague, 'POST', '/documents/proofs', {
      productId: 'letter',
      form: { ...form, imageId: 'IMG1' },
    });
    expect(status).toBe(404);
  });
});
