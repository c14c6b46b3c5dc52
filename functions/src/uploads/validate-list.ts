import { uploadTexts } from '@msc/shared/messages';
import type { UploadRecordSchema } from '@msc/shared/model/upload-record-schema';
import type { RowAcceptCheck } from '@msc/shared/rules/accept-check';
import { UPLOAD_RESULT_PART_SIZE } from '@msc/shared/rules/upload-limits';
import {
  checkUploadRecord,
  isBlankRow,
  matchColumns,
  recordReader,
  rowAcceptCheck,
} from '@msc/shared/rules/upload-records';
import type { ListRows } from './list-file/list-rows';
import { UploadRejected } from './list-file/upload-rejected';
import {
  type CompactRecord,
  type RecordOffset,
  type RecordsLayout,
  type ResultList,
  writeResultPart,
} from './upload-files';
import type { UploadSummaryCounts } from './uploads-store';
import { MARK_EVERY } from './valid-page';

/** Result files written at once: enough to hide S3 latency, few enough to keep memory flat. */
const WRITES_IN_FLIGHT = 4;

export interface ValidateListInput {
  rows: ListRows;
  schema: UploadRecordSchema;
  /** Where this execution's result files go (nobody reads them before the summary is written). */
  resultPrefix: string;
  maxRecords: number;
  /**
   * The stored CSV the rows come from, when it can be read again from any batch's `nextRowAt`: then only
   * the failed records are written, and all records are read back from the source itself (no copy of a
   * 100,000-record list). Without it (spreadsheets) every record is written to result parts.
   */
  sourceKey?: string;
}

export interface ValidatedList extends UploadSummaryCounts {
  /** How the records are read back; the summary write keeps it with the counts. */
  records: RecordsLayout;
}

/**
 * Reads the header row, then validates every record with the schema's rule, writing the failed records
 * (and, for a source that cannot be read again, all records) in parts of UPLOAD_RESULT_PART_SIZE as it
 * goes; returns the counts and how to read the records back. A refused file throws UploadRejected; the
 * files written so far are then simply never pointed at.
 */
export async function validateList({
  rows,
  schema,
  resultPrefix,
  maxRecords,
  sourceKey,
}: ValidateListInput): Promise<ValidatedList> {
  const fields = schema.columns.map((column) => column.field);
  const width = 2 + fields.length;
  const writer = partWriter(resultPrefix, fields);
  let readRecord: ((row: readonly unknown[]) => Record<string, string>) | undefined;
  // A record read back from the source later needs no object now when it is surely accepted.
  let accepted: RowAcceptCheck | undefined;
  let columns: Record<string, number> = {};
  // Where to start parsing for a record: the file's top (the header row, record 0), then every batch end.
  const offsets: RecordOffset[] = [[0, 0]];
  let total = 0;
  let failed = 0;
  // The valid filter's marks (valid-page.ts): every MARK_EVERY-th record valid as uploaded, by number.
  let valid = 0;
  // The first record number of each part of the failed list: where a record stands in it (record edits).
  const failedStarts: number[] = [];
  const markValid = () => {
    valid += 1;
    return (valid - 1) % MARK_EVERY === 0 ? writer.add('marks', String(total)) : undefined;
  };
  try {
    for await (const batch of rows) {
      for (const row of batch.rows) {
        if (isBlankRow(row)) continue;
        if (!readRecord) {
          const match = matchColumns(schema, row);
          if (match.missing.length > 0) throw new UploadRejected(uploadTexts.missingColumns(match.missing));
          columns = match.indexes;
          readRecord = recordReader(schema, match.indexes);
          if (sourceKey) accepted = rowAcceptCheck(schema, match.indexes);
          continue;
        }
        total += 1;
        if (total > maxRecords) throw new UploadRejected(uploadTexts.tooManyRecords(maxRecords));
        if (accepted?.(row)) {
          const full = markValid();
          if (full) await full;
          continue;
        }
        const { values, validationErrors } = checkUploadRecord(schema, readRecord(row));
        const isFailed = validationErrors.length > 0;
        if (isFailed) {
          if (failed % UPLOAD_RESULT_PART_SIZE === 0) failedStarts.push(total);
          failed += 1;
        } else {
          const full = markValid();
          if (full) await full;
        }
        // A record read back from the source is written only when it failed.
        if (sourceKey && !isFailed) continue;
        const record = new Array(width) as CompactRecord;
        record[0] = total;
        record[1] = validationErrors;
        for (let index = 0; index < fields.length; index++) record[index + 2] = values[fields[index]!]!;
        // Serialised now: the record's cells are slices of the parser's text, and a record kept until its
        // part is written would keep all that text alive, for every young-generation GC to copy again.
        const text = JSON.stringify(record);
        // A write is awaited only when a part is full: most records cost no async step at all.
        if (!sourceKey) {
          const full = writer.add('all', text);
          if (full) await full;
        }
        if (isFailed) {
          const fullFailed = writer.add('failed', text);
          if (fullFailed) await fullFailed;
        }
      }
      if (readRecord && batch.nextRowAt !== undefined && batch.nextRowAt > offsets.at(-1)![1]) {
        offsets.push([total + 1, batch.nextRowAt]);
      }
    }
    if (!readRecord) throw new UploadRejected(uploadTexts.emptyFile);
    if (total === 0) throw new UploadRejected(uploadTexts.noRecords);
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  const partSize = UPLOAD_RESULT_PART_SIZE;
  const marked = { partSize, markEvery: MARK_EVERY, failedStarts };
  const records: RecordsLayout = sourceKey
    ? { layout: 'source', key: sourceKey, columns, offsets, ...marked }
    : { layout: 'parts', ...marked };
  return { total, failed, success: total - failed, records };
}

function partWriter(prefix: string, fields: readonly string[]) {
  const batches: Record<ResultList, string[]> = { all: [], failed: [], marks: [] };
  const parts: Record<ResultList, number> = { all: 0, failed: 0, marks: 0 };
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;

  const flush = async (list: ResultList) => {
    const records = batches[list];
    if (records.length === 0) return;
    batches[list] = [];
    const write = writeResultPart(prefix, list, parts[list]++, fields, records).catch((error: unknown) => {
      failure ??= error;
    });
    const tracked = write.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure;
  };

  return {
    /** Adds a record (its JSON text); returns the flush to await when this one filled a part. */
    add(list: ResultList, record: string): Promise<void> | undefined {
      batches[list].push(record);
      return batches[list].length >= UPLOAD_RESULT_PART_SIZE ? flush(list) : undefined;
    },
    async finish() {
      await flush('all');
      await flush('failed');
      await flush('marks');
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
    async abandon() {
      await Promise.allSettled(inFlight);
    },
  };
}
