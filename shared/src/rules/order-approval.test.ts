import { describe, expect, it } from 'vitest';
import { OrderStatusCode } from '../model/enum-values';
import {
  authorizationLapsesAt,
  isAuthorizationLapsing,
  mayDecideApproval,
  statusAfterApproval,
} from './order-approval';

const approver = { userName: 'approver@demo.local', roles: ['SA'] as const };
const agentOrder = { userName: 'agent@demo.local' };

describe('who may decide an order awaiting approval', () => {
  it('lets an approver decide an agent’s order', () => {
    expect(mayDecideApproval({ decider: approver, impersonating: false, order: agentOrder })).toEqual({
      ok: true,
    });
  });

  it('refuses a staff role without the approval permission', () => {
    const csr = { userName: 'csr@demo.local', roles: ['CustomerService'] as const };
    expect(mayDecideApproval({ decider: csr, impersonating: false, order: agentOrder })).toEqual({
      ok: false,
      reason: 'notApprover',
    });
  });

  it('refuses an approver deciding their own order', () => {
    const own = { userName: approver.userName };
    expect(mayDecideApproval({ decider: approver, impersonating: false, order: own })).toEqual({
      ok: false,
      reason: 'ownOrder',
    });
  });

  it('refuses an approver deciding an order they placed while impersonating the agent', () => {
    const placed = { ...agentOrder, placedBy: approver.userName };
    expect(mayDecideApproval({ decider: approver, impersonating: false, order: placed })).toEqual({
      ok: false,
      reason: 'placedByDecider',
    });
  });

  it('refuses any decision made while impersonating', () => {
    expect(mayDecideApproval({ decider: approver, impersonating: true, order: agentOrder })).toEqual({
      ok: false,
      reason: 'impersonating',
    });
  });

  it('lets another approver decide an order a colleague placed while impersonating', () => {
    const placed = { ...agentOrder, placedBy: 'csr@demo.local' };
    expect(mayDecideApproval({ decider: approver, impersonating: false, order: placed }).ok).toBe(true);
  });
});

describe('the authorization’s lapse', () => {
  it('lapses seven days after it was made', () => {
    expect(authorizationLapsesAt('2026-11-01T10:00:00.000Z')).toBe('2026-11-08T10:00:00.000Z');
  });

  it('is renewed within 36 hours of its lapse, and not before', () => {
    const lapsesAt = '2026-11-08T10:00:00.000Z';
    expect(isAuthorizationLapsing(lapsesAt, new Date('2026-11-06T22:00:01.000Z'))).toBe(true);
    expect(isAuthorizationLapsing(lapsesAt, new Date('2026-11-06T21:59:59.000Z'))).toBe(false);
    expect(isAuthorizationLapsing(lapsesAt, new Date('2026-11-01T10:00:00.000Z'))).toBe(false);
  });

  it('is renewed once lapsed too', () => {
    expect(isAuthorizationLapsing('2026-11-08T10:00:00.000Z', new Date('2026-11-09T00:00:00.000Z'))).toBe(
      true,
    );
  });
});

describe('the order’s status once decided', () => {
  it('proceeds as pending when approved, canceled when rejected or released', () => {
    expect(statusAfterApproval('Approved')).toBe(OrderStatusCode.Pending);
    expect(statusAfterApproval('Rejected')).toBe(OrderStatusCode.Canceled);
    expect(statusAfterApproval('Released')).toBe(OrderStatusCode.Canceled);
  });
});
