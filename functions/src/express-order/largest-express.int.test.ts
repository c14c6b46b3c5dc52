import type { RemovedRecipient } from '@msc/shared/model/list-cleaning';
import { REMOVED_RECIPIENTS_SHOWN } from '@msc/shared/model/list-cleaning';
import { EXPRESS_SUB_CODES_PER_ORDER } from '@msc/shared/rules/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import { createBulkOrderState, findBulkOrderState, saveBulkOrderState } from './express-order-store';

/**
 * The largest Express Order the limits allow, through the real store: every sub code an order takes, each
 * with 2,000 self-selected policyholders and a list cleaning naming the most removed recipients step 4
 * shows. In one item that is about 1.5 MB (DynamoDB Local refuses an item over 400 KB, as DynamoDB does).
 * The whole flow at that size, from step 3 through placement, is in the bench (express-order-bench.ts).
 */
const USER = 'largest-express@test.local';
const POLICYHOLDERS = 2000;

const removed = (statCode: string): RemovedRecipient[] =>
  Array.from({ length: REMOVED_RECIPIENTS_SHOWN }, (_, index) => ({
    firstName: `Alexandra${index}`,
    lastName: `Gibson-Ziemann ${statCode}`,
    addressLine1: `${index} Homenick Extensions Apt. 123`,
    city: 'Woodinville',
    state: 'WA',
    postalCode: '98072',
    reason: 'household',
  }));

beforeAll(async () => {
  await useFreshTable();
});

describe('the largest Express Order', () => {
  it('stores every sub code with thousands of self-selected policyholders, and a change of one sub code rewrites only it', async () => {
    const created = await createBulkOrderState({
      userName: USER,
      bulkOrderStateId: 'largest',
      agencyId: 1,
      cartId: '00000000-0000-0000-0000-000000000000',
      channelType: 1,
      statCode: '1020000',
      programType: 'CrossSell',
      productType: 'Home',
      productId: 'express',
      orderStates: [],
      subCodesDetails: [],
      unitPrice: 58,
      pageFlexDocumentIds: [],
    });
    const statCodes = Array.from({ length: EXPRESS_SUB_CODES_PER_ORDER }, (_, index) =>
      String(1020001 + index),
    );
    const selected = (statCode: string) =>
      Array.from(
        { length: POLICYHOLDERS },
        (_, index) => `${statCode}-POLICY-${String(index).padStart(6, '0')}`,
      );
    const cleaning = (statCode: string) => ({
      onePerHousehold: true,
      duplicates: 0,
      incomplete: 0,
      household: 600,
      optedOut: 0,
      savedCents: 600 * 58,
      removed: removed(statCode),
    });
    await saveBulkOrderState({
      ...created,
      orderStates: statCodes.map((statCode) => ({
        id: `child-${statCode}`,
        statCode,
        targetCount: POLICYHOLDERS - 600,
        totalPrice: (POLICYHOLDERS - 600) * 58,
        listCleaning: cleaning(statCode),
      })),
      subCodesDetails: statCodes.map((statCode) => ({
        statCode,
        selectAllPolicyHolders: false,
        selectedPolicyNumbers: selected(statCode),
      })),
    });
    const read = (await findBulkOrderState(USER, 'largest'))!;
    expect(read.subCodesDetails).toHaveLength(EXPRESS_SUB_CODES_PER_ORDER);
    expect(read.subCodesDetails.at(-1)?.selectedPolicyNumbers).toEqual(selected(statCodes.at(-1)!));
    expect(read.orderStates.at(-1)?.listCleaning).toEqual(cleaning(statCodes.at(-1)!));

    // One sub code dropped, one sub code's choice changed: the rest stay as stored.
    const [first, second, ...rest] = statCodes;
    const saved = await saveBulkOrderState({
      ...read,
      orderStates: read.orderStates.filter((child) => child.statCode !== first),
      subCodesDetails: read.subCodesDetails
        .filter((detail) => detail.statCode !== first)
        .map((detail) =>
          detail.statCode === second
            ? { ...detail, selectedPolicyNumbers: [`${second}-POLICY-000001`] }
            : detail,
        ),
    });
    expect(saved.version).toBe(read.version + 1);
    const parts = await db()
      .entities.bulkOrderSubCode.query.partsOfBulkOrderState({ userName: USER, bulkOrderStateId: 'largest' })
      .go({ pages: 'all' });
    expect(parts.data.map((part) => part.statCode).sort()).toEqual([second, ...rest].sort());
    const again = (await findBulkOrderState(USER, 'largest'))!;
    expect(again.subCodesDetails[0]).toEqual({
      statCode: second,
      selectAllPolicyHolders: false,
      selectedPolicyNumbers: [`${second}-POLICY-000001`],
    });
    // A save over a version someone else saved meanwhile changes nothing.
    await expect(saveBulkOrderState({ ...read, onePerHousehold: true })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await findBulkOrderState(USER, 'largest'))!.subCodesDetails).toHaveLength(rest.length + 1);
  }, 120_000);
});
