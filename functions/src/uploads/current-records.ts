import type { UploadRecord } from '@msc/shared/model/upload';
import { partSizeOf, storedRecords } from './stored-records';
import { readMarksPart, readResultPart, type StoredRecord } from './upload-files';
import { editsOfUpload, type UploadItem, type UploadRecordEditItem } from './uploads-store';
import { MARK_EVERY, validPageStart } from './valid-page';

/** An upload whose results are written (the only kind whose records are read). */
export type SummarizedUpload = UploadItem & { resultPrefix: string };

export const toRecord = (stored: StoredRecord, edit: UploadRecordEditItem | undefined): UploadRecord =>
  edit
    ? { recordNumber: stored.n, values: edit.values, validationErrors: edit.validationErrors, edited: true }
    : { recordNumber: stored.n, values: stored.v, validationErrors: stored.e, edited: false };

/** Every record as it stands now (edits applied), in file order, part by part. */
export async function* currentRecords(upload: SummarizedUpload) {
  const edits = new Map((await editsOfUpload(upload)).map((edit) => [edit.recordNumber, edit]));
  for await (const stored of storedRecords(upload, 1)) yield toRecord(stored, edits.get(stored.n));
}

/** The marks of an upload's valid filter by index, each part read once. */
function marksOf(upload: SummarizedUpload) {
  const perPart = partSizeOf(upload.records);
  const parts = new Map<number, Promise<number[]>>();
  const part = (index: number) => {
    const read = parts.get(index) ?? readMarksPart(upload.resultPrefix, index);
    parts.set(index, read);
    return read;
  };
  return {
    part,
    at: async (index: number) => (await part(Math.floor(index / perPart)))[index % perPart],
    partOf: (index: number) => Math.floor(index / perPart),
  };
}

/**
 * A page of the records valid now (valid as uploaded, or fixed since), `start` the first one's position:
 * read from the nearest mark (valid-page.ts), whatever the depth. The total is the upload's `success`,
 * kept by every edit in the same transaction as the edit. Results written before marks existed are read
 * whole, as they were.
 */
export async function validRecordsPage(
  upload: SummarizedUpload,
  start: number,
  pageSize: number,
): Promise<UploadRecord[]> {
  const layout = upload.records;
  const marked = layout?.markEvery === MARK_EVERY;
  const marks = marksOf(upload);
  // The mark the page most likely starts from is fetched while the edits are read (fixes move it back).
  if (marked) void marks.part(marks.partOf(Math.floor(start / MARK_EVERY))).catch(() => undefined);
  // The user's corrections: one at a time by hand, a handful per upload.
  const edits = await editsOfUpload(upload);
  const byNumber = new Map(edits.map((edit) => [edit.recordNumber, edit]));
  const fixes = edits.filter((edit) => edit.validationErrors.length === 0);
  if (!marked || fixes.some((fix) => fix.validBefore === undefined)) {
    return wholeListPage(upload, byNumber, start, pageSize);
  }
  const plan = validPageStart(
    start,
    pageSize,
    fixes.map((fix) => fix.validBefore ?? 0),
  );
  const from = 'mark' in plan.from ? await marks.at(plan.from.mark) : fixes[plan.from.fix]?.recordNumber;
  if (from === undefined) return [];
  const end = await marks.at(plan.endMark);
  const results: UploadRecord[] = [];
  let skip = plan.skip;
  for await (const stored of storedRecords(upload, from, end === undefined ? undefined : end - 1)) {
    const record = toRecord(stored, byNumber.get(stored.n));
    if (record.validationErrors.length > 0) continue;
    if (skip > 0) skip -= 1;
    else if (results.push(record) === pageSize) break;
  }
  return results;
}

async function wholeListPage(
  upload: SummarizedUpload,
  edits: Map<number, UploadRecordEditItem>,
  start: number,
  pageSize: number,
) {
  const results: UploadRecord[] = [];
  let position = 0;
  for await (const stored of storedRecords(upload, 1)) {
    const record = toRecord(stored, edits.get(stored.n));
    if (record.validationErrors.length > 0) continue;
    if (position >= start) results.push(record);
    position += 1;
    if (results.length === pageSize) break;
  }
  return results;
}

/**
 * Records valid as uploaded before a record that failed as uploaded: its number less the failed ones
 * before it, found in the one part of the failed list that holds it. Undefined for results written
 * before the failed list's starts were kept (their valid filter reads the whole list anyway).
 */
export async function validBeforeOf(upload: SummarizedUpload, recordNumber: number) {
  const starts = upload.records?.failedStarts;
  if (!starts) return undefined;
  let part = 0;
  while (part + 1 < starts.length && starts[part + 1]! <= recordNumber) part++;
  const failed = await readResultPart(upload.resultPrefix, 'failed', part);
  const index = failed.findIndex((record) => record.n === recordNumber);
  if (index < 0) return undefined;
  return recordNumber - 1 - (part * partSizeOf(upload.records) + index);
}
