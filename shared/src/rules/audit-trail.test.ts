import { describe, expect, it } from 'vitest';
import { impersonationSessions } from './audit-trail';

const entry = (at: string, action: string, actor = 'csr@x', target = 'agent@x') => ({
  at: `2026-11-20T${at}:00.000Z`,
  action,
  actor,
  target,
});

describe('impersonation sessions of the audit trail', () => {
  it('pairs each start with its end, keeps its reason, counts the writes between and says how long it lasted', () => {
    const sessions = impersonationSessions([
      entry('10:30', 'impersonation.end'),
      entry('10:05', 'impersonation.write'),
      { ...entry('10:00', 'impersonation.start'), reason: 'Ticket 4711' },
      entry('10:10', 'impersonation.export'),
      entry('10:07', 'admin.update', 'sa@x', 'product:1'),
    ]);
    expect(sessions).toEqual([
      {
        actor: 'csr@x',
        target: 'agent@x',
        startedAt: '2026-11-20T10:00:00.000Z',
        reason: 'Ticket 4711',
        endedAt: '2026-11-20T10:30:00.000Z',
        minutes: 30,
        writes: 2,
      },
    ]);
  });

  it('leaves a session never ended open, and lists sessions newest first', () => {
    const sessions = impersonationSessions([
      entry('09:00', 'impersonation.start', 'csr@x', 'owner@x'),
      entry('11:00', 'impersonation.start'),
      entry('11:20', 'impersonation.end'),
    ]);
    expect(sessions.map((session) => [session.target, session.minutes])).toEqual([
      ['agent@x', 20],
      ['owner@x', undefined],
    ]);
  });
});
