import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { expect } from 'vitest';
import { db } from '#platform/db';
import { addToSuppressionList } from '#suppression/index';
import { handler as documentsHandler } from '../documents/handler';
import { handler as expressHandler } from '../express-order/handler';
import { givenAgency, givenProduct, givenUser } from './fixtures';
import { callerOf } from './invoke';
import { personalizationForm } from './personalization';

/**
 * An owner master (10-20-000) with three sub codes: 10-20-001 (three policyholders, one opted out by
 * email), 10-20-003 (two) and 10-20-004 (none); a stand-alone agency; an owner master whose only sub
 * code has no policyholders; an express product and a plain one. For the express-order tests.
 */
/** Step 3's one drop on the first date the window allows: the drop details most express tests save. */
export const oneDropDetails = (startDate = firstAvailableDropDate(new Date())) => ({
  dropType: 'ONE' as const,
  frequency: 1,
  numberOfMailings: 1,
  startDate,
});

export const OWNER = 'express-owner@test.local';
export const COLLEAGUE = 'express-colleague@test.local';
export const STAND_ALONE = 'express-standalone@test.local';
export const EMPTY_OWNER = 'express-empty-owner@test.local';
export const OPTED_OUT_EMAIL = 'opted-out@test.local';

/** A policyholder of a sub code (policy number `<statCode>-<index>`), mailable unless its email is suppressed. */
export const policyholderItem = (agencyId: number, statCode: string, index: number, email?: string) => ({
  agencyId,
  statCode,
  policyNumber: `${statCode}-${index}`,
  policyType: 'Auto',
  firstName: `First${index}`,
  lastName: `Last${statCode}${index}`,
  addressLine1: `${index} Main St`,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  renewalDate: '2027-01-15',
  ...(email ? { email } : {}),
});

export async function givenExpressAgencies(): Promise<void> {
  await givenAgency({ agencyId: 1, statId: '1020000', isOwnerMaster: true, policyHoldersCount: 5 });
  await givenAgency({
    agencyId: 2,
    statId: '1020001',
    ownerMasterId: 1,
    agencyName: 'North',
    policyHoldersCount: 3,
  });
  await givenAgency({
    agencyId: 3,
    statId: '1020003',
    ownerMasterId: 1,
    agencyName: 'South',
    policyHoldersCount: 2,
  });
  await givenAgency({
    agencyId: 4,
    statId: '1020004',
    ownerMasterId: 1,
    agencyName: 'Empty',
    policyHoldersCount: 0,
  });
  await givenAgency({ agencyId: 5, statId: '7000001' });
  await givenAgency({ agencyId: 6, statId: '3020000', isOwnerMaster: true, policyHoldersCount: 0 });
  await givenAgency({ agencyId: 7, statId: '3020001', ownerMasterId: 6, policyHoldersCount: 0 });
  await givenUser({ userName: OWNER, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: COLLEAGUE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: STAND_ALONE, defaultAgencyId: 5 }, [5]);
  await givenUser({ userName: EMPTY_OWNER, defaultAgencyId: 6 }, [6]);
  await givenProduct({
    productId: 'express',
    name: 'Auto-to-Home Cross-sell Letter',
    itemNumber: 'AP-8083',
    isPersonalizable: true,
    isExpressOrderingAllowed: true,
    productFormat: 'Letter Templates',
    unitPrice: 58,
    productDataType: 1,
    // Mailed to the policyholders, not shipped to the buyer (as the seed's direct-mail letters).
    isRequireShipping: false,
  });
  await givenProduct({ productId: 'plain-letter', isPersonalizable: true, unitPrice: 58 });
  await givenProduct({ productId: 'brochure', unitPrice: 100 });
  await db()
    .entities.policyholder.put([
      policyholderItem(2, '1020001', 1),
      policyholderItem(2, '1020001', 2),
      policyholderItem(2, '1020001', 3, OPTED_OUT_EMAIL),
      policyholderItem(3, '1020003', 1),
      policyholderItem(3, '1020003', 2),
    ])
    .go();
  await addToSuppressionList(OPTED_OUT_EMAIL);
}

/**
 * The express-order pipeline's task handlers run in the definition's order for the state's current run,
 * on the input its start makes (bulk-run.ts), without Step Functions (the state machine itself is tested
 * with the local runner in infra).
 */
export async function runPipelineByHand(userName: string, bulkOrderStateId: string): Promise<void> {
  const { findBulkOrderState } = await import('#express-order/index');
  const { bulkRunInput } = await import('../express-order/bulk-run');
  const { lambdaContext } = await import('../platform/api-gateway-event');
  const buildRecipients = (await import('../workflows/express-order/build-recipients')).handler;
  const renderProof = (await import('../workflows/express-order/render-proof')).handler;
  const priceSubCode = (await import('../workflows/express-order/price-sub-code')).handler;
  const writeSummary = (await import('../workflows/express-order/write-summary')).handler;
  const record = await findBulkOrderState(userName, bulkOrderStateId);
  if (!record?.runId) throw new Error('runPipelineByHand: no run started');
  const { bulk, order, subCodes } = bulkRunInput(record, await ownerSubCodes(record.agencyId), record.runId);
  const context = lambdaContext('express-order');
  // Each task as its own Lambda, as the state machine runs it (local IAM holds it to that task's policy).
  const { runAsFunction } = await import('../platform/client-middleware');
  const as = <T>(state: string, run: () => Promise<T>) =>
    runAsFunction(`workflow:express-order/${state}`, run);
  const results: Parameters<typeof writeSummary>[0]['results'] = [];
  for (const subCode of subCodes) {
    const recipients = await as('BuildRecipients', () => buildRecipients({ bulk, order, subCode }, context));
    const proof = await as('RenderProof', () => renderProof({ bulk, order, subCode }, context));
    const price = await as('PriceSubCode', () =>
      priceSubCode({ order, quantity: recipients.quantity }, context),
    );
    results.push({ subCode, recipients, proof, price });
  }
  await as('WriteSummary', () => writeSummary({ bulk, results }, context));
}

/** The sub codes of the state's owner master, as the express-order API hands them to a run's start. */
async function ownerSubCodes(agencyId: number) {
  const { expressSubCodesOf } = await import('../express-order/bulk-access');
  const { data: owner } = await db().entities.agency.get({ agencyId }).go();
  return owner ? expressSubCodesOf(owner) : [];
}

/**
 * An Express Order of the owner's two sub codes, one proof for both, all policyholders, a drop on the first
 * date open today, its summary made (the pipeline run by hand, unless `runPipeline` is false: then the run
 * the drop started is left to whatever SFN_ENDPOINT answers): its id and mail date. `oppId`: started from
 * an opportunity (a list row's Start Order).
 */
export async function readyExpressOrder({
  runPipeline = true,
  oppId,
}: {
  runPipeline?: boolean;
  oppId?: string;
} = {}): Promise<{ id: string; mailDate: string }> {
  const call = callerOf(expressHandler);
  const { body } = await call(OWNER, 'POST', '/express-orders', { productId: 'express', oppId });
  const id = body.id as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020001', '1020003'] });
  await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, { isSamePersonalization: true });
  const proof = await callerOf(documentsHandler)(OWNER, 'POST', '/documents/proofs', {
    productId: 'express',
    form: personalizationForm,
  });
  await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
    DocID: proof.body.documentId,
    isLastRecord: 'true',
  });
  const mailDate = firstAvailableDropDate(new Date());
  const dropped = await call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
    dropDetails: oneDropDetails(mailDate),
  });
  expect(dropped.status).toBe(200);
  if (runPipeline) await runPipelineByHand(OWNER, id);
  return { id, mailDate };
}
