import type { MovingRecord } from '@msc/shared/model/moving-list';
import { downloadCsv, downloadXlsx, type ExportColumn } from '#lib/table-export';

/** Exports carry every record field (spec 2 §2), headed by the spec's field names. */
const FIELDS: (keyof MovingRecord)[] = [
  'agencyCode',
  'recordDate',
  'referenceId',
  'policy',
  'type',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'forwardAddress1',
  'forwardAddress2',
  'forwardCity',
  'forwardState',
  'forwardZip',
  'forwardPhone',
  'moveSource',
  'moveType',
  'moveDate',
  'comments',
];
const COLUMNS: ExportColumn<MovingRecord>[] = FIELDS.map((field) => ({
  header: field,
  value: (record) => record[field],
}));

export function exportMovingList(format: 'csv' | 'xlsx', date: string, records: readonly MovingRecord[]) {
  const name = `moving-list-${date}`;
  return format === 'csv' ? downloadCsv(name, records, COLUMNS) : downloadXlsx(name, records, COLUMNS);
}
