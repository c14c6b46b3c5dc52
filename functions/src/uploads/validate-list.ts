import { uploadTexts } from '@msc/shared/messages';
import type { UploadRecordSchema } from '@msc/shared/model/upload-record-schema';
import { UPLOAD_RESULT_PART_SIZE } from '@msc/shared/rules/upload-limits';
import { checkUploadRecord, isBlankRow, matchColumns, recordReader } from '@msc/shared/rules/upload-records';
import type { ListRows } from './list-file/list-rows';
import { UploadRejected } from './list-file/upload-rejected';
import { type CompactRecord, type ResultList, writeResultPart } from './upload-files';
import type { UploadSummaryCounts } from './uploads-store';

/** Result files written at once: enough to hide S3 latency, few enough to keep memory flat. */
const WRITES_IN_FLIGHT = 4;

export interface ValidateListInput {
  rows: ListRows;
  schema: UploadRecordSchema;
  /** Where this execution's result files go (nobody reads them before the summary is written). */
  resultPrefix: string;
  maxRecords: number;
}

/**
 * Reads the header row, then validates every record with the schema's rule, writing all records and the
 * failed ones in parts of UPLOAD_RESULT_PART_SIZE as it goes. A refused file throws UploadRejected; the
 * files written so far are then simply never pointed at.
 */
export async function validateList({
  rows,
  schema,
  resultPrefix,
  maxRecords,
}: ValidateListInput): Promise<UploadSummaryCounts> {
  const fields = schema.columns.map((column) => column.field);
  const width = 2 + fields.length;
  const writer = partWriter(resultPrefix, fields);
  let readRecord: ((row: readonly unknown[]) => Record<string, string>) | undefined;
  let total = 0;
  let failed = 0;
  try {
    for await (const batch of rows) {
      for (const row of batch) {
        if (isBlankRow(row)) continue;
        if (!readRecord) {
          const match = matchColumns(schema, row);
          if (match.missing.length > 0) throw new UploadRejected(uploadTexts.missingColumns(match.missing));
          readRecord = recordReader(schema, match.indexes);
          continue;
        }
        total += 1;
        if (total > maxRecords) throw new UploadRejected(uploadTexts.tooManyRecords(maxRecords));
        const { values, validationErrors } = checkUploadRecord(schema, readRecord(row));
        const record = new Array(width) as CompactRecord;
        record[0] = total;
        record[1] = validationErrors;
        for (let index = 0; index < fields.length; index++) record[index + 2] = values[fields[index]!]!;
        // A write is awaited only when a part is full: most records cost no async step at all.
        const full = writer.add('all', record);
        if (full) await full;
        if (validationErrors.length > 0) {
          failed += 1;
          const fullFailed = writer.add('failed', record);
          if (fullFailed) await fullFailed;
        }
      }
    }
    if (!readRecord) throw new UploadRejected(uploadTexts.emptyFile);
    if (total === 0) throw new UploadRejected(uploadTexts.noRecords);
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  return { total, failed, success: total - failed };
}

function partWriter(prefix: string, fields: readonly string[]) {
  const batches: Record<ResultList, CompactRecord[]> = { all: [], failed: [] };
  const parts: Record<ResultList, number> = { all: 0, failed: 0 };
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
    /** Adds a record; returns the flush to await when this one filled a part. */
    add(list: ResultList, record: CompactRecord): Promise<void> | undefined {
      batches[list].push(record);
      return batches[list].length >= UPLOAD_RESULT_PART_SIZE ? flush(list) : undefined;
    },
    async finish() {
      await flush('all');
      await flush('failed');
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
    async abandon() {
      await Promise.allSettled(inFlight);
    },
  };
}
