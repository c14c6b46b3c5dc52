import { randomUUID } from 'node:crypto';
import { db } from '@msc/functions/platform/db';
import { policyholderItem } from '@msc/functions/test/express-order';
import { givenAgency, givenProduct, givenUser } from '@msc/functions/test/fixtures';
import { tokenizeCard } from '@msc/functions/test/payment-card';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import type { LocalCloud } from '../local-cloud';
import { type BenchApi, benchSession, expectJson } from './bench-session';
import { BENCH_FORM } from './personalization-bench';

/**
 * The largest Express Order the limits allow (issue "real volumes"): every sub code an order takes (30),
 * each with 2,000 policyholders, from step 3 (the drop saved, the pipeline's Map over the sub codes) to the
 * ready summary, into the cart and through placement (30 orders, one payment). Not a ratio: the figures
 * say how long each stage took and that none failed. `BENCH_EXPRESS_SUB_CODES` / `_POLICYHOLDERS` shrink it.
 */
const SUB_CODES = Number(process.env.BENCH_EXPRESS_SUB_CODES ?? 30);
const POLICYHOLDERS = Number(process.env.BENCH_EXPRESS_POLICYHOLDERS ?? 2000);
const OWNER_MASTER_ID = 991_000;
const PRODUCT_ID = 'bench-express-largest';
const EMAIL = 'bench-express-largest@bench.local';
const POLL_MS = 100;

const subCodeIds = Array.from({ length: SUB_CODES }, (_, index) => OWNER_MASTER_ID + 1 + index);
const statIdOf = (agencyId: number) => String(1_000_000 + agencyId);

async function givenLargestOwner(cloud: LocalCloud): Promise<BenchApi> {
  await givenAgency({ agencyId: OWNER_MASTER_ID, isOwnerMaster: true, policyHoldersCount: 0 });
  for (const agencyId of subCodeIds) {
    await givenAgency({ agencyId, ownerMasterId: OWNER_MASTER_ID, policyHoldersCount: POLICYHOLDERS });
    await db()
      .entities.policyholder.put(
        Array.from({ length: POLICYHOLDERS }, (_, index) =>
          policyholderItem(agencyId, statIdOf(agencyId), index + 1),
        ),
      )
      .go({ concurrency: 4 });
  }
  await givenProduct({
    productId: PRODUCT_ID,
    name: 'Auto-to-Home Cross-sell Letter',
    itemNumber: 'BENCH-8084',
    isPersonalizable: true,
    isExpressOrderingAllowed: true,
    productFormat: 'Letter Templates',
    unitPrice: 58,
    productDataType: 1,
    isRequireShipping: false,
  });
  await givenUser({ userName: EMAIL, defaultAgencyId: OWNER_MASTER_ID, hasChosenAgency: true }, [
    OWNER_MASTER_ID,
  ]);
  return benchSession(cloud, EMAIL);
}

const since = (started: number) => Math.round(performance.now() - started);

export async function benchLargestExpressOrder(cloud: LocalCloud) {
  const api = await givenLargestOwner(cloud);
  const { documentId } = await expectJson<{ documentId: string }>(
    api('POST', '/api/documents/proofs', { productId: PRODUCT_ID, form: BENCH_FORM }),
    201,
    'rendering the proof',
  );
  const { id } = await expectJson<{ id: string }>(
    api('POST', '/api/express-orders', { productId: PRODUCT_ID }),
    201,
    'starting the express order',
  );
  const steps: [string, string, unknown][] = [
    ['dependents', 'choosing the sub codes', { statCodes: subCodeIds.map(statIdOf) }],
    ['personalization', 'same personalization', { isSamePersonalization: true }],
    ['docid', 'the step-1 return', { DocID: documentId, isLastRecord: 'true' }],
  ];
  for (const [path, what, body] of steps) {
    await expectJson(api('PUT', `/api/express-orders/${id}/${path}`, body), 200, what);
  }
  const started = performance.now();
  await expectJson(
    api('PUT', `/api/express-orders/${id}/drop-details`, {
      dropDetails: {
        dropType: 'ONE',
        frequency: 1,
        numberOfMailings: 1,
        startDate: firstAvailableDropDate(new Date()),
      },
    }),
    200,
    'saving the drop',
  );
  const step3Ms = since(started);
  let summary: { status: string; rows: unknown[]; totalQuantity: number; message?: string };
  for (;;) {
    summary = await expectJson(api('GET', `/api/express-orders/${id}/summary`), 200, 'the summary');
    if (summary.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (summary.status !== 'ready') throw new Error(`bench: the largest express summary: ${summary.message}`);
  const summaryMs = since(started);
  const toCart = performance.now();
  await expectJson(api('POST', `/api/express-orders/${id}/add-to-cart`), 200, 'adding it to the cart');
  const addToCartMs = since(toCart);
  const card = await expectJson<{ id: string }>(
    api('POST', '/api/payment-methods', {
      name: 'Bench Owner',
      addressLine1: '1 Bench St',
      city: 'Austin',
      state: 'TX',
      isDefault: true,
      providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    }),
    201,
    'saving a card',
  );
  const placing = performance.now();
  const placed = await expectJson<{ succeeded?: boolean; model?: { bulkOrderId?: string } }>(
    api('POST', '/api/orders/place', {
      idempotencyKey: randomUUID(),
      paymentMethodId: card.id,
      email: EMAIL,
    }),
    200,
    'placing the order',
  );
  if (!placed.succeeded) throw new Error('bench: placing the largest express order did not succeed');
  const placeMs = since(placing);
  return {
    name: `largest express order (${SUB_CODES} sub codes x ${POLICYHOLDERS} policyholders)`,
    subCodes: SUB_CODES,
    recipients: summary.totalQuantity,
    summaryRows: summary.rows.length,
    step3Ms,
    step3ToSummaryMs: summaryMs,
    addToCartMs,
    placeOrderMs: placeMs,
    errors: 0,
  };
}
