import { uploadTexts } from '@msc/shared/messages';
import type { UploadRecordSchema } from '@msc/shared/model/upload-record-schema';
import { UPLOAD_RESULT_PART_SIZE } from '@msc/shared/rules/upload-limits';
import {
  isBlankRow,
  matchColumns,
  recordValues,
  validateUploadRecord,
} from '@msc/shared/rules/upload-records';
import type { ListRows } from './list-file/list-rows';
import { UploadRejected } from './list-file/upload-rejected';
import { type ResultList, type StoredRecord, writeResultPart } from './upload-files';
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
  const writer = partWriter(resultPrefix);
  let indexes: Record<string, number> | undefined;
  let total = 0;
  let failed = 0;
  try {
    for await (const batch of rows) {
      for (const row of batch) {
        if (isBlankRow(row)) continue;
        if (!indexes) {
          const match = matchColumns(schema, row);
          if (match.missing.length > 0) throw new UploadRejected(uploadTexts.missingColumns(match.missing));
          indexes = match.indexes;
          continue;
        }
        total += 1;
        if (total > maxRecords) throw new UploadRejected(uploadTexts.tooManyRecords(maxRecords));
        const { values, validationErrors } = validateUploadRecord(schema, recordValues(row, indexes));
        const record: StoredRecord = { n: total, v: values, e: validationErrors };
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
    if (!indexes) throw new UploadRejected(uploadTexts.emptyFile);
    if (total === 0) throw new UploadRejected(uploadTexts.noRecords);
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  return { total, failed, success: total - failed };
}

function partWriter(prefix: string) {
  const batches: Record<ResultList, StoredRecord[]> = { all: [], failed: [] };
  const parts: Record<ResultList, number> = { all: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;

  const flush = async (list: ResultList) => {
    const records = batches[list];
    if (records.length === 0) return;
    batches[list] = [];
    const write = writeResultPart(prefix, list, parts[list]++, records).catch((error: unknown) => {
      failure ??= error;
    });
    const tracked = write.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure;
  };

  return {
    /** Adds a record; returns the flush to await when this one filled a part. */
    add(list: ResultList, record: StoredRecord): Promise<void> | undefined {
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
