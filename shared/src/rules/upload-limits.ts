/**
 * Limits of a list upload (ship-to lists now, mail lists later). The spec gives none beyond the file types
 * (spec 1 §5); these bound what one Lambda reads: the file as sent, its records, and what an .xlsx (a zip)
 * may expand to, so a zip bomb is refused before it is parsed.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_RECORDS = 100_000;
/** The sum of an .xlsx's parts once inflated. */
export const UPLOAD_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Parts of an .xlsx: a list's workbook has a dozen; thousands only make a reader work for nothing. */
export const UPLOAD_MAX_ZIP_ENTRIES = 500;
/** One part of an .xlsx once inflated (the worksheet of 100,000 records is far below it). */
export const UPLOAD_MAX_PART_BYTES = 100 * 1024 * 1024;
/**
 * The shared strings part once inflated: the reader holds every shared string in memory while it reads
 * the sheet, so this part is held to less than the others.
 */
export const UPLOAD_MAX_SHARED_STRINGS_BYTES = 32 * 1024 * 1024;
/**
 * Records per result file the pipeline writes; record pages never straddle two files. Small enough that a
 * page of failed records reads little and the last part, written after the last row, is quick to write.
 */
export const UPLOAD_RESULT_PART_SIZE = 1000;
/** Page sizes of the records list (each divides the part size). */
export const UPLOAD_RECORDS_PAGE_SIZES = [20, 50, 100] as const;
/** Uploaded files and their results are kept this long (bucket lifecycle and the upload's TTL). */
export const UPLOAD_RETENTION_DAYS = 7;
/** How often the SPA asks for an upload's state while it is validated. */
export const UPLOAD_POLL_INTERVAL_MS = 1000;

/** The content type each accepted extension is uploaded with (the presigned PUT binds it). */
export const UPLOAD_CONTENT_TYPES = {
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  /** Mail lists only (spec 2 §5). */
  '.xls': 'application/vnd.ms-excel',
} as const;
export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;

/** The accepted extension of a file name ('List.XLSX' → '.xlsx'), or undefined. */
export function uploadExtensionOf(fileName: string): UploadExtension | undefined {
  const name = fileName.trim().toLowerCase();
  return (Object.keys(UPLOAD_CONTENT_TYPES) as UploadExtension[]).find((extension) =>
    name.endsWith(extension),
  );
}

/** 10485760 → '10 MB' */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
