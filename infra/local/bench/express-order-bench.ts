import { db } from '@msc/functions/platform/db';
import { policyholderItem } from '@msc/functions/test/express-order';
import { givenAgency, givenProduct, givenUser } from '@msc/functions/test/fixtures';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import type { LocalCloud } from '../local-cloud';
import { type BenchApi, benchSession, expectJson, percentile } from './bench-session';
import { BENCH_FORM } from './personalization-bench';

/** The express scenario of the issue: an order for 10 sub codes, each with its own policyholders. */
export const EXPRESS_SUB_CODES = 10;
const POLICYHOLDERS_PER_SUB_CODE = 25;
const OWNER_MASTER_ID = 990_100;
const PRODUCT_ID = 'bench-express-letter';
const EMAIL = 'bench-express-owner@bench.local';
const POLL_MS = 20;

const subCodeIds = Array.from({ length: EXPRESS_SUB_CODES }, (_, index) => OWNER_MASTER_ID + 1 + index);
const statIdOf = (agencyId: number) => String(1_000_000 + agencyId);

/** An owner master with 10 sub codes of 25 policyholders each, an express letter, and its owner signed in. */
async function givenExpressOwner(cloud: LocalCloud): Promise<BenchApi> {
  await givenAgency({ agencyId: OWNER_MASTER_ID, isOwnerMaster: true, policyHoldersCount: 0 });
  for (const agencyId of subCodeIds) {
    await givenAgency({
      agencyId,
      ownerMasterId: OWNER_MASTER_ID,
      policyHoldersCount: POLICYHOLDERS_PER_SUB_CODE,
    });
    await db()
      .entities.policyholder.put(
        Array.from({ length: POLICYHOLDERS_PER_SUB_CODE }, (_, index) =>
          policyholderItem(agencyId, statIdOf(agencyId), index + 1),
        ),
      )
      .go();
  }
  await givenProduct({
    productId: PRODUCT_ID,
    name: 'Auto-to-Home Cross-sell Letter',
    itemNumber: 'BENCH-8083',
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

const dropDetails = () => ({
  dropType: 'ONE',
  frequency: 1,
  numberOfMailings: 1,
  startDate: firstAvailableDropDate(new Date()),
});

/** Steps up to 3 of an Express Order for every sub code, one proof for all: the id of its bulk order state. */
async function expressOrderBeforeStep3(api: BenchApi, documentId: string): Promise<string> {
  const { id } = await expectJson<{ id: string }>(
    api('POST', '/api/express-orders', { productId: PRODUCT_ID }),
    201,
    'starting an express order',
  );
  await expectJson(
    api('PUT', `/api/express-orders/${id}/dependents`, { statCodes: subCodeIds.map(statIdOf) }),
    200,
    'choosing the sub codes',
  );
  await expectJson(
    api('PUT', `/api/express-orders/${id}/personalization`, { isSamePersonalization: true }),
    200,
    'same personalization',
  );
  await expectJson(
    api('PUT', `/api/express-orders/${id}/docid`, { DocID: documentId, isLastRecord: 'true' }),
    200,
    'the step-1 return',
  );
  return id;
}

/** Saving step 3 starts the state machine; the step-4 summary is there when it reads ready. */
async function timeToExpressSummary(api: BenchApi, id: string): Promise<number> {
  const started = performance.now();
  await expectJson(
    api('PUT', `/api/express-orders/${id}/drop-details`, { dropDetails: dropDetails() }),
    200,
    'saving the drop',
  );
  for (;;) {
    const summary = await expectJson<{ status: string; rows: unknown[] }>(
      api('GET', `/api/express-orders/${id}/summary`),
      200,
      'the summary',
    );
    if (summary.status === 'ready') {
      if (summary.rows.length !== EXPRESS_SUB_CODES) throw new Error('bench: the summary lacks sub codes');
      return performance.now() - started;
    }
    if (summary.status === 'failed') throw new Error('bench: the express summary failed');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The single-agency equivalent: saving step 3 of one order state, then reading what step 4 shows. */
async function timeToSingleSummary(api: BenchApi, orderStateId: string, documentId: string): Promise<number> {
  const started = performance.now();
  await expectJson(
    api('PUT', `/api/order-states/${orderStateId}`, {
      dropDetails: { ...dropDetails(), mailingDetails: [] },
    }),
    200,
    'saving the single drop',
  );
  await Promise.all([
    expectJson(api('GET', `/api/order-states/${orderStateId}`), 200, 'the single order state'),
    expectJson(api('GET', `/api/documents/${documentId}`), 200, 'the single proof'),
  ]);
  return performance.now() - started;
}

const median = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );

/**
 * Time to the step-4 summary: an Express Order of 10 sub codes (step 3 saved → the state machine's Map
 * over the sub codes → summary ready, polled as the page does) against a single-agency order state of
 * one sub code's recipients (step 3 saved → the state and proof step 4 reads), in turns, in this run.
 */
export async function benchExpressOrder(cloud: LocalCloud, rounds = 5) {
  const api = await givenExpressOwner(cloud);
  const { documentId } = await expectJson<{ documentId: string }>(
    api('POST', '/api/documents/proofs', { productId: PRODUCT_ID, form: BENCH_FORM }),
    201,
    'rendering the proof',
  );
  const { id: orderStateId } = await expectJson<{ id: string }>(
    api('POST', '/api/order-states', {
      productId: PRODUCT_ID,
      statCode: statIdOf(OWNER_MASTER_ID),
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
      pageFlexDocumentId: documentId,
    }),
    201,
    'creating the single order state',
  );
  await expectJson(
    api('PUT', `/api/order-states/${orderStateId}`, {
      mailContacts: Array.from({ length: POLICYHOLDERS_PER_SUB_CODE }, (_, index) => ({
        firstName: `First${index}`,
        lastName: 'Bench',
        addressLine1: `${index} Main St`,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      })),
    }),
    200,
    'the single recipients',
  );
  const express: number[] = [];
  const single: number[] = [];
  // One turn of each first, not measured: module loading and the runner's first build of the machine.
  for (let round = -1; round < rounds; round += 1) {
    const bulkId = await expressOrderBeforeStep3(api, documentId);
    const expressTime = await timeToExpressSummary(api, bulkId);
    const singleTime = await timeToSingleSummary(api, orderStateId, documentId);
    if (round >= 0) {
      express.push(expressTime);
      single.push(singleTime);
    }
  }
  const expressP50 = median(express);
  const singleP50 = median(single);
  return {
    name: `express order summary (${EXPRESS_SUB_CODES} sub codes) over single order state`,
    subCodes: EXPRESS_SUB_CODES,
    recipients: EXPRESS_SUB_CODES * POLICYHOLDERS_PER_SUB_CODE,
    rounds,
    expressP50: Math.round(expressP50),
    singleP50: Math.round(singleP50),
    expressOverSingleP50: Number((expressP50 / Math.max(singleP50, 1)).toFixed(2)),
    // The measure that fits a run whose Map does each sub code's work (in AWS side by side; locally on one
    // event loop): one sub code's share against the single order state.
    perSubCodeOverSingleP50: Number((expressP50 / EXPRESS_SUB_CODES / Math.max(singleP50, 1)).toFixed(2)),
  };
}
