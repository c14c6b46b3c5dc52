import { describe, expect, it } from 'vitest';
import { OrderStatusCode } from '../model/enum-values';
import { lineMailedOut, orderStatusAfterLines } from './order-completion';

// Thursday 2026-11-26, noon in New York.
const thursday = new Date('2026-11-26T17:00:00Z');

describe('a mailing line', () => {
  it('is mailed out once every drop has mailed or been canceled, one at least mailed', () => {
    expect(lineMailedOut([{ mailDate: '2026-11-20' }, { mailDate: '2026-11-26' }], thursday)).toBe(true);
    expect(
      lineMailedOut(
        [{ mailDate: '2026-11-20' }, { mailDate: '2026-12-20', canceledAt: '2026-11-01' }],
        thursday,
      ),
    ).toBe(true);
  });

  it('is not while a drop is still to mail, its cancel under way, or every drop canceled', () => {
    expect(lineMailedOut([{ mailDate: '2026-11-20' }, { mailDate: '2026-11-27' }], thursday)).toBe(false);
    expect(
      lineMailedOut(
        [
          { mailDate: '2026-11-20' },
          { mailDate: '2026-12-20', cancelPending: { since: '2026-11-25T15:00:00Z', refund: 500 } },
        ],
        thursday,
      ),
    ).toBe(false);
    expect(lineMailedOut([{ mailDate: '2026-11-20', canceledAt: '2026-11-01' }], thursday)).toBe(false);
    expect(lineMailedOut([], thursday)).toBe(false);
  });
});

describe('an order', () => {
  const { Pending, PendingApproval, Canceled, Completed } = OrderStatusCode;

  it('completes when each line is done or gone, one at least done', () => {
    expect(orderStatusAfterLines(Pending, ['Complete'])).toBe(Completed);
    expect(orderStatusAfterLines(Pending, ['Complete', 'Canceled', 'Delivered', 'Removed'])).toBe(Completed);
  });

  it('stays as it is while a line is pending, when every line is gone, or when it was not pending', () => {
    expect(orderStatusAfterLines(Pending, ['Complete', 'Pending'])).toBe(Pending);
    expect(orderStatusAfterLines(Pending, ['Canceled', 'Removed'])).toBe(Pending);
    expect(orderStatusAfterLines(PendingApproval, ['Complete'])).toBe(PendingApproval);
    expect(orderStatusAfterLines(Canceled, ['Complete'])).toBe(Canceled);
  });
});
