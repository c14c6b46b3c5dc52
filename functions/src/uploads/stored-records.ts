import type { UploadKind } from '@msc/shared/model/upload';
import { UPLOAD_RECORD_SCHEMAS } from '@msc/shared/model/upload-record-schema';
import { checkUploadRecord, isBlankRow, recordReader } from '@msc/shared/rules/upload-records';
import { csvRows } from './list-file/list-rows';
import { type RecordsLayout, readResultPart, type StoredRecord, sourceStream } from './upload-files';

/**
 * The records of a summarized upload, numbers `from` to `to` (inclusive) in file order, as validation saw
 * them. A CSV's records are parsed again from the stored file, starting at the nearest offset the
 * validation noted and checked with the same rule (a pure function of the values, so the errors are the
 * ones counted in the summary); a spreadsheet's are read from the parts validation wrote.
 */
export async function* storedRecords(
  upload: { kind: UploadKind; resultPrefix: string; records?: RecordsLayout | undefined },
  from = 1,
  to = Number.POSITIVE_INFINITY,
): AsyncGenerator<StoredRecord> {
  // Results written before layouts existed hold every record in parts.
  const layout = upload.records ?? { layout: 'parts' };
  if (layout.layout === 'parts') yield* fromParts(upload.resultPrefix, partSizeOf(layout), from, to);
  else yield* fromSource(upload.kind, layout, from, to);
}

/** Records per result part of an execution; results written before the size was noted hold 5,000. */
export const partSizeOf = (records: RecordsLayout | undefined) => records?.partSize ?? 5000;

async function* fromParts(prefix: string, partSize: number, from: number, to: number) {
  for (let part = Math.floor((from - 1) / partSize); ; part++) {
    const records = await readResultPart(prefix, 'all', part);
    if (records.length === 0) return;
    for (const record of records) {
      if (record.n > to) return;
      if (record.n >= from) yield record;
    }
  }
}

async function* fromSource(
  kind: UploadKind,
  { key, columns, offsets }: Extract<RecordsLayout, { layout: 'source' }>,
  from: number,
  to: number,
) {
  const schema = UPLOAD_RECORD_SCHEMAS[kind];
  const fields = schema.columns.map((column) => column.field);
  const readRecord = recordReader(schema, columns);
  // The last offset at or before `from`, and the first one past `to`, where the ranged read may stop.
  let start = 0;
  while (start + 1 < offsets.length && offsets[start + 1]![0] <= from) start++;
  const end = offsets.find(([number]) => number > to);
  const [first, at] = offsets[start]!;
  let next = first;
  for await (const { rows } of csvRows(await sourceStream(key, { from: at, end: end?.[1] }))) {
    for (const row of rows) {
      if (isBlankRow(row)) continue;
      const n = next++;
      if (n === 0 || n < from) continue; // the header row, or a record before the range
      if (n > to) return;
      const { values, validationErrors } = checkUploadRecord(schema, readRecord(row));
      const v: Record<string, string> = {};
      for (const field of fields) v[field] = values[field] ?? '';
      yield { n, v, e: validationErrors };
    }
  }
}
