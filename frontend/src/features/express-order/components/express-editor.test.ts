import { describe, expect, it } from 'vitest';
import { isLastRecord, orderStateToPersonalize } from './express-editor';

const child = (id: string, statCode: string, doc?: string) => ({
  id,
  statCode,
  targetCount: 5,
  totalPrice: 500,
  pageFlexDocumentId: doc,
});

describe('the express editor order', () => {
  const perSubCode = {
    isSamePersonalization: false,
    orderStates: [child('a', '10-20-001', 'doc-a'), child('b', '10-20-002'), child('c', '10-20-003')],
  };

  it('personalizes once for all when the personalization is the same', () => {
    const same = { ...perSubCode, isSamePersonalization: true };
    expect(orderStateToPersonalize(same, 'b')).toBeUndefined();
    expect(isLastRecord(same, undefined)).toBe(true);
  });

  it('otherwise takes the named order state, else the first without a document', () => {
    expect(orderStateToPersonalize(perSubCode, 'c')?.id).toBe('c');
    expect(orderStateToPersonalize(perSubCode, undefined)?.id).toBe('b');
    expect(orderStateToPersonalize(perSubCode, 'unknown')?.id).toBe('b');
  });

  it('is the last record only when every other sub code has its document', () => {
    expect(isLastRecord(perSubCode, perSubCode.orderStates[1])).toBe(false);
    const twoDone = {
      ...perSubCode,
      orderStates: [child('a', '1', 'x'), child('b', '2', 'y'), child('c', '3')],
    };
    expect(isLastRecord(twoDone, twoDone.orderStates[2])).toBe(true);
  });
});
