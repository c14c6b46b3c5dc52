import { lazyEntity } from '../lazy-entity';

/** A staff member acting as another user. Keyed by the SHA-256 of the token: the token itself is never stored. */
export const ImpersonationSessionEntity = lazyEntity({
  model: { entity: 'impersonationSession', version: '1', service: 'msc' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    actorUserName: { type: 'string', required: true },
    targetUserName: { type: 'string', required: true },
    created: { type: 'string', required: true },
    expiresAt: { type: 'string', required: true },
    endedAt: { type: 'string' },
    /** Epoch seconds: DynamoDB removes the session a day after it expired. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * Who did what as whom, and when; and every Admin Center change with its values before and after.
 * Never expires.
 */
export const AuditRecordEntity = lazyEntity({
  model: { entity: 'auditRecord', version: '1', service: 'msc' },
  attributes: {
    auditId: { type: 'string', required: true },
    action: {
      type: [
        'impersonation.start',
        'impersonation.end',
        'impersonation.write',
        'impersonation.export',
        'admin.create',
        'admin.update',
        'admin.retire',
        'admin.delete',
        'admin.deactivate',
        'admin.grantRole',
        'admin.revokeRole',
        'admin.addMembership',
        'admin.removeMembership',
        'admin.disable',
        'admin.enable',
        'admin.runJob',
        'admin.dropFeed',
        'order.moveDrop',
        'order.cancelDrop',
        /** An order staff placed while acting as the agent: order number and card in `after`. */
        'order.placedWhileImpersonating',
        /** An order awaiting approval decided: approved, rejected (its reason in `reason`) or released. */
        'order.approve',
        'order.reject',
        'order.releaseUnapproved',
      ] as const,
      required: true,
    },
    actorUserName: { type: 'string', required: true },
    /**
     * The user acted as; for an Admin Center change, the record changed (`product:<id>`,
     * `discountCode:<code>`, `order:<orderNumber>`), so one index answers "what happened to this" for both.
     */
    targetUserName: { type: 'string', required: true },
    at: { type: 'string', required: true },
    /** For a write or an export made while impersonating: the route key and its answer's status. */
    route: { type: 'string' },
    status: { type: 'number' },
    /** The client's address (`clientIp`). */
    ip: { type: 'string' },
    /** Why the staff member started impersonating (on `impersonation.start`). */
    reason: { type: 'string' },
    /** An Admin Center change: the record's fields before and after, as JSON (absent on a create / delete). */
    before: { type: 'string' },
    after: { type: 'string' },
  },
  indexes: {
    byActor: {
      pk: { field: 'pk', composite: ['actorUserName'] },
      sk: { field: 'sk', composite: ['at', 'auditId'] },
    },
    byTarget: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['targetUserName'] },
      sk: { field: 'gsi1sk', composite: ['at', 'auditId'] },
    },
    /** The audit trail unfiltered by actor or target: every record by time, newest first on a date range. */
    byTime: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['at', 'auditId'] },
    },
  },
});
