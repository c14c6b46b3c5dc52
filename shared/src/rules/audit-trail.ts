/** An audit record as the audit trail reads it (the contract's AuditEntry). */
export interface AuditTrailEntry {
  at: string;
  action: string;
  actor: string;
  target: string;
  /** On a session's start: why it was started. */
  reason?: string;
}

export interface ImpersonationSessionSummary {
  actor: string;
  target: string;
  startedAt: string;
  reason?: string;
  /** Absent while the session has not been ended (it then expires on its own). */
  endedAt?: string;
  /** Whole minutes from start to end; absent while not ended. */
  minutes?: number;
  /** Writes and exports made in the session (as recorded between its start and end). */
  writes: number;
}

/**
 * The impersonation sessions among audit records: each start paired with the next end of the same actor
 * and target, and the writes they made in between. Records in any order; sessions newest first.
 */
export function impersonationSessions(entries: readonly AuditTrailEntry[]): ImpersonationSessionSummary[] {
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  const open = new Map<string, ImpersonationSessionSummary>();
  const sessions: ImpersonationSessionSummary[] = [];
  for (const entry of ordered) {
    const key = `${entry.actor}\n${entry.target}`;
    if (entry.action === 'impersonation.start') {
      const session: ImpersonationSessionSummary = {
        actor: entry.actor,
        target: entry.target,
        startedAt: entry.at,
        reason: entry.reason,
        writes: 0,
      };
      open.set(key, session);
      sessions.push(session);
    } else if (entry.action === 'impersonation.write' || entry.action === 'impersonation.export') {
      const session = open.get(key);
      if (session) session.writes += 1;
    } else if (entry.action === 'impersonation.end') {
      const session = open.get(key);
      if (!session) continue;
      session.endedAt = entry.at;
      session.minutes = Math.round((Date.parse(entry.at) - Date.parse(session.startedAt)) / 60_000);
      open.delete(key);
    }
  }
  return sessions.reverse();
}
