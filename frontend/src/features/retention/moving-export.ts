import { MOVING_RECORD_WIRE_NAMES, type MovingRecord } from '@msc/shared/model/moving-list';
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
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'phone',
  'forwardAddressLine1',
  'forwardAddressLine2',
  'forwardCity',
  'forwardState',
  'forwardPostalCode',
  'forwardPhone',
  'moveSource',
  'moveType',
  'moveDate',
  'comments',
];
const wireNames: Readonly<Record<string, string>> = MOVING_RECORD_WIRE_NAMES;
const COLUMNS: ExportColumn<MovingRecord>[] = FIELDS.map((field) => ({
  header: wireNames[field] ?? field,
  value: (record) => record[field],
}));

export function exportMovingList(format: 'csv' | 'xlsx', date: string, records: readonly MovingRecord[]) {
  const name = `moving-list-${date}`;
  return format === 'csv' ? downloadCsv(name, records, COLUMNS) : downloadXlsx(name, records, COLUMNS);
}
