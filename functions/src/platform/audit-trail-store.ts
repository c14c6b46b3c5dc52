import type { EntityItem } from 'electrodb';
import { AuditRecordEntity } from '#data/entities/impersonation';
import { storeDb } from './store-db';

/**
 * The audit trail's reads (the Admin Center's audit page, and what happened to one record); the identity
 * store writes the records, on every request that changes something. Read-only: a Lambda that bundles this
 * is granted no writes by it.
 */
const db = /* @__PURE__ */ storeDb({ auditRecord: AuditRecordEntity });

export type AuditRecordItem = EntityItem<typeof AuditRecordEntity>;

/** What happened to one user or record, newest first (the audit trail's filter by target). */
export async function auditRecordsOfTarget(target: string): Promise<AuditRecordItem[]> {
  const { data } = await db()
    .entities.auditRecord.query.byTarget({ targetUserName: target })
    .go({ pages: 'all', order: 'desc' });
  return data;
}

export interface AuditFilter {
  actor?: string;
  target?: string;
  /** Whole days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/**
 * The audit trail, newest first, at most `limit` records (one more tells the caller there are more). One
 * Query: by actor (the table's key), by target (gsi1) or by time alone (gsi2), over the date range; the
 * other filter, when both are given, is a filter expression on that Query.
 */
export async function auditTrail(filter: AuditFilter, limit: number): Promise<AuditRecordItem[]> {
  const range = {
    start: filter.from ? `${filter.from}T00:00:00.000Z` : '0000',
    end: filter.to ? `${filter.to}T23:59:59.999Z~` : '9999',
  };
  const { auditRecord } = db().entities;
  const query = filter.actor
    ? auditRecord.query
        .byActor({ actorUserName: filter.actor })
        .between({ at: range.start }, { at: range.end })
    : filter.target
      ? auditRecord.query
          .byTarget({ targetUserName: filter.target })
          .between({ at: range.start }, { at: range.end })
      : auditRecord.query.byTime({}).between({ at: range.start }, { at: range.end });
  const narrowed =
    filter.actor && filter.target
      ? query.where(({ targetUserName }, { eq }) => eq(targetUserName, filter.target!))
      : query;
  const { data } = await narrowed.go({ order: 'desc', count: limit + 1, pages: 'all' });
  return data.slice(0, limit + 1);
}
