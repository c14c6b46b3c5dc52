import { type MailPieceRecord, piecesOfDrop } from '@msc/functions/mail-tracking/mail-pieces-store';
import { SCAN_PREFIX, SCAN_SUFFIX } from '@msc/functions/mail-tracking/scan-file';
import { receiveScanFiles } from '@msc/functions/mail-tracking/scan-receiver';
import { orderWithItems } from '@msc/functions/orders/index';
import { runAsFunction } from '@msc/functions/platform/client-middleware';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { s3 } from '@msc/functions/platform/s3';
import { now } from '@msc/shared/clock';
import { dropNumberOf } from '@msc/shared/rules/drop-change';
import type { S3Event } from 'aws-lambda';
import { SCAN_RECEIVER_PRINCIPAL } from '../../aws/scan-receiver';
import { BASE_SEED } from '../seed/random';
import { type MailedPiece, type PieceFate, scansThrough } from './scan-journey';

/**
 * Whose pieces to play and how (`/__local/scans?user=…&returned=1`, a journey's script): only `userName`'s
 * pieces, the first `returned` of them (by tracking code) returned to sender and the others delivered where
 * addressed, so a journey sees a return whatever the seeded share would draw.
 */
interface ScanScript {
  userName: string;
  returned: number;
}

/** Local tooling (`npm run feed`) reads every piece: a Scan, which no request makes. */
async function everyPiece(): Promise<MailPieceRecord[]> {
  const { data } = await db().entities.mailPiece.scan.go({ pages: 'all' });
  return data;
}

/**
 * A journey's pieces, through its user's orders and their drops. Not a Scan: on the journeys' stack a Scan
 * reads every seeded item, and DynamoDB Local answered nothing else while it did (a 29 s stall in CI).
 */
async function piecesOfUser(userName: string): Promise<MailPieceRecord[]> {
  const { data: orders } = await db().entities.order.query.ordersOfUser({ userName }).go({ pages: 'all' });
  const pieces: MailPieceRecord[] = [];
  for (const order of orders) {
    const placed = await orderWithItems(userName, order.orderId);
    for (const item of placed?.items ?? []) {
      const drops = item.data?.dropDetails?.mailingDetails ?? [];
      for (const [index, drop] of drops.entries()) {
        const key = { agencyId: order.agencyId, orderId: order.orderId, itemId: item.itemId };
        pieces.push(...(await piecesOfDrop({ ...key, dropNumber: dropNumberOf(drop, index) })).pieces);
      }
    }
  }
  return pieces;
}

/**
 * The local stand-in for USPS (issue 49): plays the scans every mailed piece has had by the clock's now
 * (`MSC_NOW`, `@msc/shared/clock`), as an IV-MTR-style file dropped under `scans/` of the local uploads
 * bucket, then hands the file to the scan receiver as S3 would (run as its Lambda: the local IAM check
 * holds it to its grants). Playing again sends every scan again: ingestion counts each once.
 */
export async function playScans(
  seed = BASE_SEED,
  script?: ScanScript,
): Promise<{ key: string; scans: number; counts: unknown }> {
  const data = script ? await piecesOfUser(script.userName) : await everyPiece();
  const pieces: MailedPiece[] = data
    .map(({ trackingCode, routingCode, mailDate }) => ({ trackingCode, routingCode, mailDate }))
    .sort((one, other) => one.trackingCode.localeCompare(other.trackingCode));
  const fateOf = script
    ? (_piece: MailedPiece, index: number): PieceFate => (index < script.returned ? 'returned' : 'delivered')
    : undefined;
  const at = now();
  const scans = scansThrough(pieces, at.getTime(), seed, fateOf);
  const key = `${SCAN_PREFIX}emulator-${at.toISOString().replace(/[:.]/g, '-')}${SCAN_SUFFIX}`;
  const bucket = config().UPLOADS_BUCKET;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: scans.map((scan) => JSON.stringify(scan)).join('\n'),
      ContentType: 'application/x-ndjson',
    }),
  );
  const event = {
    Records: [{ s3: { bucket: { name: bucket }, object: { key } } }],
  } as unknown as S3Event;
  const [counts] = await runAsFunction(SCAN_RECEIVER_PRINCIPAL, () => receiveScanFiles(event));
  return { key, scans: scans.length, counts };
}
