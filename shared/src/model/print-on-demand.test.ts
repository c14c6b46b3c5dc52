import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePrintOnDemandQuantity } from '../rules/pricing';
import { PrintOnDemandForm, PrintOnDemandQuantity } from './print-on-demand';

const approvals = { pdfFinalApproval: true, acceptTermsAndConditions: true, willNotUseMassachusetts: true };

describe('PrintOnDemandForm', () => {
  it('defaults the quantity to 100 and needs the three approvals', () => {
    expect(PrintOnDemandForm.parse(approvals).quantity).toBe(100);
    expect(PrintOnDemandForm.safeParse({ ...approvals, willNotUseMassachusetts: false }).success).toBe(false);
  });

  it('accepts 25 to 500 in steps of 25', () => {
    for (const quantity of [25, 100, 500])
      expect(PrintOnDemandQuantity.safeParse(quantity).success).toBe(true);
    for (const quantity of [0, 24, 30, 525, 100.5]) {
      expect(PrintOnDemandQuantity.safeParse(quantity).error?.issues[0]?.message).toBe(
        'Choose a quantity from 25 to 500 in steps of 25',
      );
    }
  });

  it('agrees with the pricing rule on every quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 700 }), (quantity) => {
        expect(PrintOnDemandQuantity.safeParse(quantity).success).toBe(
          validatePrintOnDemandQuantity(quantity).ok,
        );
      }),
    );
  });
});
