import { AUDIT_TRAIL_LIMIT, type AuditEntry, type adminApi } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { type AuditFilter, type AuditRecordItem, auditTrail } from '#platform/audit-trail-store';
import type { Implementation } from '#platform/implement';
import { type ExportColumn, exportTable, onePage } from '#platform/table-export';

type AuditTrailApi = Pick<typeof adminApi, 'auditTrail' | 'exportAuditTrail'>;

const texts = adminTexts.audit;

function toEntry(record: AuditRecordItem): AuditEntry {
  return {
    id: record.auditId,
    at: record.at,
    action: record.action,
    actor: record.actorUserName,
    target: record.targetUserName,
    route: record.route,
    status: record.status,
    ip: record.ip,
    reason: record.reason,
    before: record.before,
    after: record.after,
  };
}

const filterOf = (query: AuditFilter): AuditFilter => ({
  actor: query.actor || undefined,
  target: query.target || undefined,
  from: query.from,
  to: query.to,
});

const AUDIT_COLUMNS: readonly ExportColumn<AuditEntry>[] = [
  { header: texts.when, value: (entry) => entry.at, width: 26 },
  { header: texts.action, value: (entry) => entry.action, width: 22 },
  { header: texts.actor, value: (entry) => entry.actor, width: 28 },
  { header: texts.target, value: (entry) => entry.target, width: 32 },
  { header: 'Route', value: (entry) => entry.route },
  { header: 'Status', value: (entry) => entry.status },
  { header: 'IP', value: (entry) => entry.ip },
  { header: texts.reason, value: (entry) => entry.reason, width: 40 },
  { header: texts.before, value: (entry) => entry.before, width: 60 },
  { header: texts.after, value: (entry) => entry.after, width: 60 },
];

export const auditTrailService: Implementation<AuditTrailApi> = {
  auditTrail: async ({ query }) => {
    const records = await auditTrail(filterOf(query), AUDIT_TRAIL_LIMIT);
    return {
      results: records.slice(0, AUDIT_TRAIL_LIMIT).map(toEntry),
      truncated: records.length > AUDIT_TRAIL_LIMIT,
    };
  },

  /** The same filter's entries as a file: the newest AUDIT_TRAIL_LIMIT, as the page shows them. */
  exportAuditTrail: async ({ ctx, query }) => {
    const records = await auditTrail(filterOf(query), AUDIT_TRAIL_LIMIT);
    return exportTable({
      page: texts.title,
      format: query.format,
      columns: AUDIT_COLUMNS,
      pages: onePage(records.slice(0, AUDIT_TRAIL_LIMIT).map(toEntry)),
      owner: (ctx.impersonator ?? ctx.user).userName,
    });
  },
};
