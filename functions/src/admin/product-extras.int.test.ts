import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { imageLibraryTexts } from '@msc/shared/messages';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config';
import { s3Client } from '#platform/s3-client';
import { handler as cartHandler } from '../cart/handler';
import { handler as catalogHandler } from '../catalog/handler';
import { handler as documentsHandler } from '../documents/handler';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { postToStorage } from '../test/storage-post';
import { handler } from './handler';

const MARKETING = 'extras-marketing@test.local';
const AGENT = 'extras-agent@test.local';
const call = callerOf(handler);
const catalog = callerOf(catalogHandler);
const cart = callerOf(cartHandler);
const documents = callerOf(documentsHandler);

/** The product as the editor loaded it, ready to send back with `changes`. */
async function edited(productId: string, changes: Record<string, unknown>) {
  const { body } = await call(MARKETING, 'GET', `/admin/products/${productId}`);
  const { id, created, updated, retiredAt, imageUrl, thumbnailUrl, ...input } = body;
  return { ...input, ...changes };
}

/** The personalization form's required fields, as the documents tests fill them. */
const PROOF_FORM = {
  agencyName: 'Extras Agency',
  agentFirstName: 'Dana',
  agentLastName: 'Whitfield',
  agentPhone: '555-123-4567',
  agentEmail: 'dana@extras.test',
  addressLine1: '12 Harbor Road',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
  licenseNumber: '0G12345',
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

/** As the editor does: ask for an upload, POST the bytes to storage, then store it as a catalogue image. */
async function uploadImage(kind: 'product' | 'banner', bytes: Buffer, contentType = 'image/png') {
  const created = await call(MARKETING, 'POST', `/admin/${kind}-images/uploads`, {
    fileName: 'picture.png',
    contentType,
    size: bytes.length,
  });
  expect(created.status).toBe(201);
  expect((await postToStorage(created.body.url, created.body.fields, bytes)).ok).toBe(true);
  return call(MARKETING, 'POST', `/admin/${kind}-images`, { uploadId: created.body.uploadId });
}

const assetExists = (key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: config().ASSETS_BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 11, agencyName: 'Extras Agency' });
  await givenUser({ userName: MARKETING, roles: ['MarketingAdmin'], primaryRole: 'MarketingAdmin' });
  await givenUser({ userName: AGENT, defaultAgencyId: 11, hasChosenAgency: true }, [11]);
  await givenProduct({ productId: 'P-LIMIT', itemNumber: 'AP-LIM', canAddToCart: true });
  await givenProduct({
    productId: 'P-LETTER',
    itemNumber: 'XS-LTR-9',
    name: 'Cross-Sell Letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
  });
});

describe('product limits', () => {
  it('a limit set in the Admin Center refuses a cart above it with the spec message; blank means none', async () => {
    const saved = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LIMIT',
      await edited('P-LIMIT', { limitAvailable: 5 }),
    );
    expect(saved.status).toBe(200);
    // A blank text is the number itself.
    expect(saved.body).toMatchObject({ limitAvailable: 5, limitText: '5' });

    const over = await cart(AGENT, 'POST', '/cart/items', { productId: 'P-LIMIT', quantity: 6 });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Limit of 5 exceeded');
    expect((await cart(AGENT, 'POST', '/cart/items', { productId: 'P-LIMIT', quantity: 5 })).status).toBe(
      200,
    );

    const [change] = await auditRecordsOfTarget('product:P-LIMIT');
    expect(change).toMatchObject({ action: 'admin.update', actorUserName: MARKETING });
    expect(JSON.parse(change!.before!).limitAvailable).toBeUndefined();
    expect(JSON.parse(change!.after!).limitAvailable).toBe(5);

    const named = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LIMIT',
      await edited('P-LIMIT', { limitText: 'five per agency' }),
    );
    expect(named.body.limitText).toBe('five per agency');
    const cleared = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LIMIT',
      await edited('P-LIMIT', { limitAvailable: undefined, limitText: 'ignored' }),
    );
    expect(cleared.body.limitAvailable).toBeUndefined();
    expect(cleared.body.limitText).toBeUndefined();
    expect((await catalog(AGENT, 'GET', '/products/P-LIMIT')).body.limits).toBeUndefined();
  });

  it('refuses a limit that is not a whole number of at least 1 with a field error', async () => {
    for (const limitAvailable of [0, 2.5, -1]) {
      const bad = await call(
        MARKETING,
        'PUT',
        '/admin/products/P-LIMIT',
        await edited('P-LIMIT', { limitAvailable }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.limitAvailable).toEqual(['A limit is a whole number, at least 1.']);
    }
  });
});

describe('personalization template', () => {
  it('renders a postcard-size proof of a letter-format product saved with the postcard template', async () => {
    const proofSize = async () => {
      const { status, body } = await documents(AGENT, 'POST', '/documents/proofs', {
        productId: 'P-LETTER',
        form: PROOF_FORM,
      });
      expect(status).toBe(201);
      const pdf = await PDFDocument.load(await (await fetch(body.fileUrl)).arrayBuffer());
      const { width, height } = pdf.getPage(0).getSize();
      return [width, height];
    };
    expect(await proofSize()).toEqual([612, 792]);
    const saved = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LETTER',
      await edited('P-LETTER', { personalizationTemplate: 'postcard' }),
    );
    expect(saved.body.personalizationTemplate).toBe('postcard');
    expect(await proofSize()).toEqual([648, 432]);
    const bad = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LETTER',
      await edited('P-LETTER', { personalizationTemplate: 'poster' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('product and banner images', () => {
  it('stores an uploaded PNG as a catalogue asset with a thumbnail; the storefront shows it once saved', async () => {
    const stored = await uploadImage('product', await png(1200, 800));
    expect(stored.status).toBe(201);
    const { imageKey, imageUrl, thumbnailUrl } = stored.body;
    expect(imageKey).toMatch(/^catalogue\/products\/[0-9A-Z]{26}\/original\.png$/);
    expect(imageUrl).toBe(`/assets/${imageKey}`);
    expect(thumbnailUrl).toBe(`/assets/${imageKey.replace('original.png', 'thumbnail.webp')}`);
    expect(await assetExists(imageKey)).toBe(true);
    expect(await assetExists(imageKey.replace('original.png', 'thumbnail.webp'))).toBe(true);

    const saved = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LIMIT',
      await edited('P-LIMIT', { imageKey }),
    );
    expect(saved.body).toMatchObject({ imageKey, imageUrl, thumbnailUrl });
    const shown = (await catalog(AGENT, 'GET', '/products/P-LIMIT')).body;
    expect(shown.media[0].url).toBe(imageUrl);
    const [change] = await auditRecordsOfTarget('product:P-LIMIT');
    expect(JSON.parse(change!.after!).imageKey).toBe(imageKey);

    const removed = await call(
      MARKETING,
      'PUT',
      '/admin/products/P-LIMIT',
      await edited('P-LIMIT', { imageKey: undefined }),
    );
    expect(removed.body.imageKey).toBeUndefined();
    expect((await catalog(AGENT, 'GET', '/products/P-LIMIT')).body.media).toEqual([]);
  });

  it("refuses a file that is not a PNG or JPEG with the image library's message", async () => {
    const refused = await uploadImage('product', Buffer.from('not really a picture'), 'image/png');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(imageLibraryTexts.wrongType);
    const tooBig = await call(MARKETING, 'POST', '/admin/product-images/uploads', {
      fileName: 'huge.png',
      contentType: 'image/png',
      size: 50 * 1024 * 1024,
    });
    expect(tooBig.status).toBe(400);
  });

  it('gives a banner an uploaded image; refuses an agent the upload routes', async () => {
    const stored = await uploadImage('banner', await png(1600, 400));
    expect(stored.body.imageKey).toMatch(/^catalogue\/banners\//);
    const banner = await call(MARKETING, 'POST', '/admin/banners', {
      name: 'Winter',
      imageKey: stored.body.imageKey,
      sortOrder: 1,
    });
    expect(banner.status).toBe(201);
    expect(banner.body.imageUrl).toBe(stored.body.imageUrl);
    const [audit] = await auditRecordsOfTarget(`image:${stored.body.imageKey}`);
    expect(audit).toMatchObject({ action: 'admin.create', actorUserName: MARKETING });

    const upload = { fileName: 'a.png', contentType: 'image/png', size: 10 };
    expect((await call(AGENT, 'POST', '/admin/banner-images/uploads', upload)).status).toBe(403);
    expect((await call(AGENT, 'POST', '/admin/product-images/uploads', upload)).status).toBe(403);
  });
});
