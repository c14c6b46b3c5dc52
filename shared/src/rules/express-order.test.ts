import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrors, errors } from '../messages';
import { EXPRESS_SUB_CODES_PER_ORDER } from './constants';
import {
  canContinueFromSubCodes,
  checkExpressLineAtPlacement,
  checkPolicyholdersPerSubCode,
  checkSubCodeCount,
  subCodeStripPage,
  subCodeStripPageCount,
  subCodeStripPageOf,
} from './express-order';

describe('express order', () => {
  it('disables Next with no sub code selected', () => {
    expect(canContinueFromSubCodes(0)).toBe(false);
    expect(canContinueFromSubCodes(1)).toBe(true);
    expect(canContinueFromSubCodes(EXPRESS_SUB_CODES_PER_ORDER)).toBe(true);
    expect(canContinueFromSubCodes(EXPRESS_SUB_CODES_PER_ORDER + 1)).toBe(false);
  });

  it('holds at most as many sub codes as one order transaction places, with a message that says so', () => {
    expect(checkSubCodeCount(EXPRESS_SUB_CODES_PER_ORDER)).toEqual({ ok: true });
    expect(checkSubCodeCount(EXPRESS_SUB_CODES_PER_ORDER + 1)).toEqual({
      ok: false,
      reason: 'tooManyExpressSubCodes',
    });
    expect(apiErrors.tooManyExpressSubCodes).toContain(`up to ${EXPRESS_SUB_CODES_PER_ORDER} sub codes`);
  });

  it('shows the sub code strip 10 at a time', () => {
    const codes = Array.from({ length: 23 }, (_, index) => `S${index}`);
    expect(subCodeStripPageCount(23)).toBe(3);
    expect(subCodeStripPage(codes, 0)).toHaveLength(10);
    expect(subCodeStripPage(codes, 2)).toEqual(['S20', 'S21', 'S22']);
    expect(subCodeStripPage(codes, 9)).toEqual(['S20', 'S21', 'S22']);
    expect(subCodeStripPage([], 0)).toEqual([]);
  });

  it('pages cover every sub code once, at most 10 a page', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 75 }), (codes) => {
        const pages = Array.from({ length: subCodeStripPageCount(codes.length) }, (_, page) =>
          subCodeStripPage(codes, page),
        );
        expect(pages.flat()).toEqual(codes);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(10);
        codes.forEach((code, position) => {
          expect(subCodeStripPage(codes, subCodeStripPageOf(position))).toContain(code);
        });
      }),
    );
  });

  it('needs at least one policyholder per selected sub code', () => {
    expect(
      checkPolicyholdersPerSubCode([
        { statCode: '1201001', selectAllPolicyHolders: true },
        { statCode: '1201002', selectAllPolicyHolders: false, selectedPolicyNumbers: ['P1'] },
      ]),
    ).toEqual({ ok: true });
    expect(
      checkPolicyholdersPerSubCode([
        { statCode: '1201001', selectAllPolicyHolders: true },
        { statCode: '1201003', selectAllPolicyHolders: false, selectedPolicyNumbers: [] },
        { statCode: '1201004', selectAllPolicyHolders: false },
      ]),
    ).toEqual({ ok: false, reason: 'policyholderRequiredPerSubCode', statCodes: ['1201003', '1201004'] });
    expect(errors.policyholderRequiredPerSubCode).toBe(
      'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.',
    );
  });
});

describe('an Express line at placement', () => {
  const state = {
    runFingerprint: 'fp-1',
    currentFingerprint: 'fp-1',
    summary: {
      rows: [
        { quantity: 2, price: 116 },
        { quantity: 30, price: 1740 },
      ],
      totalQuantity: 32,
      total: 1856,
    },
  };
  const line = { units: 32, subTotal: 1856, fingerprint: 'fp-1' };
  const changed = { ok: false, reason: 'pieceChanged' };

  it('is placed as its summary charges it, added from the current run', () => {
    expect(checkExpressLineAtPlacement(line, state)).toEqual({ ok: true });
  });

  it("is refused with fewer units or a lower subtotal than its sub codes' rows (a repriced line)", () => {
    expect(checkExpressLineAtPlacement({ ...line, units: 1 }, state)).toEqual(changed);
    expect(checkExpressLineAtPlacement({ ...line, subTotal: 58 }, state)).toEqual(changed);
    // A summary whose totals disagree with its own rows charges nothing.
    expect(
      checkExpressLineAtPlacement(line, { ...state, summary: { ...state.summary, totalQuantity: 1 } }),
    ).toEqual(changed);
  });

  it('is refused when the line was added from another run or the state changed since its run', () => {
    expect(checkExpressLineAtPlacement({ ...line, fingerprint: 'fp-0' }, state)).toEqual(changed);
    expect(checkExpressLineAtPlacement({ ...line, fingerprint: undefined }, state)).toEqual(changed);
    expect(checkExpressLineAtPlacement(line, { ...state, currentFingerprint: 'fp-2' })).toEqual(changed);
    expect(
      checkExpressLineAtPlacement(
        { ...line, fingerprint: 'fp-2' },
        { ...state, runFingerprint: 'fp-2', currentFingerprint: 'fp-3' },
      ),
    ).toEqual(changed);
  });

  it('never accepts a line whose units differ from the rows, whatever the numbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.nat(1000), price: fc.nat(100_000) }), { maxLength: 5 }),
        fc.nat(5000),
        fc.nat(500_000),
        (rows, units, subTotal) => {
          const quantity = rows.reduce((sum, row) => sum + row.quantity, 0);
          const total = rows.reduce((sum, row) => sum + row.price, 0);
          const result = checkExpressLineAtPlacement(
            { units, subTotal, fingerprint: 'f' },
            {
              runFingerprint: 'f',
              currentFingerprint: 'f',
              summary: { rows, totalQuantity: quantity, total },
            },
          );
          expect(result.ok).toBe(units === quantity && subTotal === total);
        },
      ),
    );
  });
});
