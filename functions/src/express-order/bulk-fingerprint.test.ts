import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkFingerprint, runFingerprintOf } from './bulk-fingerprint';
import type { BulkOrderStateRecord } from './express-order-store';

const state = (dropDetails: object, runFingerprint?: string) =>
  ({
    productId: 'express',
    unitPrice: 58,
    isSamePersonalization: true,
    pageFlexDocumentIds: ['doc-1'],
    orderStates: [{ id: 'child-1', statCode: '1020001', targetCount: 2, totalPrice: 116 }],
    subCodesDetails: [{ statCode: '1020001', selectAllPolicyHolders: true }],
    dropDetails,
    ...(runFingerprint ? { runFingerprint } : {}),
  }) as unknown as BulkOrderStateRecord;

const drop = { dropType: 'ONE', frequency: 1, numberOfMailings: 1, startDate: '2027-01-04' };
// The same drop as DynamoDB may answer it: the same keys in an order of its own.
const dropAsRead = { startDate: '2027-01-04', numberOfMailings: 1, dropType: 'ONE', frequency: 1 };

describe('the fingerprint of an Express Order', () => {
  it('does not depend on the order of the keys of a map: a state fingerprinted before it is saved matches it read back', () => {
    const started = runFingerprintOf(state(drop));
    expect(bulkFingerprint(state(dropAsRead, started))).toBe(started);
  });

  it('still matches a run fingerprinted in the order DynamoDB read the state (runs started before)', () => {
    const read = state(dropAsRead);
    const inputs = {
      productId: 'express',
      unitPrice: 58,
      isSamePersonalization: true,
      pageFlexDocumentIds: ['doc-1'],
      orderStates: [['child-1', '1020001', null]],
      subCodesDetails: read.subCodesDetails,
      onePerHousehold: false,
      dropDetails: dropAsRead,
    };
    const asRead = createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 22);
    expect(asRead).not.toBe(runFingerprintOf(read));
    expect(bulkFingerprint(state(dropAsRead, asRead))).toBe(asRead);
  });

  it('differs once the state changed, in either form', () => {
    const started = runFingerprintOf(state(drop));
    expect(bulkFingerprint(state({ ...drop, startDate: '2027-01-05' }, started))).not.toBe(started);
  });
});
