import { lazyEntity } from '../lazy-entity';

/**
 * The BI report catalogue (spec 1 §3 "Report group", "Report"): a few groups and tens of reports, one
 * partition (collection `reportCatalogue`), read once and cached by the reports Lambda. Global reference
 * data; which groups a user sees is decided by role (Admin Reports) in the service.
 */
export const ReportGroupEntity = lazyEntity({
  model: { entity: 'reportGroup', version: '1', service: 'msc' },
  attributes: {
    /** ProgramReports 3, MSCActivity 4, AdminReports 7. */
    reportGroupType: { type: 'number', required: true },
    name: { type: 'string', required: true },
    sortOrder: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    groups: {
      collection: 'reportCatalogue',
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['reportGroupType'] },
    },
  },
});

export const ReportEntity = lazyEntity({
  model: { entity: 'report', version: '1', service: 'msc' },
  attributes: {
    reportId: { type: 'string', required: true },
    reportGroupType: { type: 'number', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    /** The BI tool's report address; the embed token is minted per request. */
    externalUrl: { type: 'string' },
    /** Report categories 1 to 6. */
    category: { type: 'number' },
    sortOrder: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    reportsOfGroup: {
      collection: 'reportCatalogue',
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['reportGroupType', 'reportId'] },
    },
    reportById: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['reportId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});
