import type { RecordValidationError } from '../model/ship-to';
import type { UploadRecordSchema } from '../model/upload-record-schema';
import { acceptCheckOf, type RowAcceptCheck, rowAcceptCheckOf } from './accept-check';

/** Header cells compare without case, spaces or punctuation: 'Country Code', 'countrycode', 'COUNTRY_CODE'. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface ColumnMatch {
  /** Field name → index of its column in the row. */
  indexes: Record<string, number>;
  /** Headers of required columns the row lacks, as the template spells them. */
  missing: string[];
}

/** Finds the schema's columns in a header row; unknown columns are ignored. */
export function matchColumns(schema: UploadRecordSchema, headerRow: readonly string[]): ColumnMatch {
  const positions = new Map<string, number>();
  headerRow.forEach((cell, index) => {
    const key = headerKey(String(cell ?? ''));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const indexes: Record<string, number> = {};
  const missing: string[] = [];
  for (const column of schema.columns) {
    const index = positions.get(headerKey(column.header));
    if (index !== undefined) indexes[column.field] = index;
    else if (column.required) missing.push(column.header);
  }
  return { indexes, missing };
}

/** A row with no text in any cell: spreadsheets often end with some; they are not records. */
export function isBlankRow(row: readonly unknown[]): boolean {
  for (const cell of row) {
    if (cell === undefined || cell === null) continue;
    const text = typeof cell === 'string' ? cell : String(cell);
    if (text.length > 0 && text.trim() !== '') return false;
  }
  return true;
}

/** Shared by every accepted record (most of a list): frozen, so no caller can add to it. */
const NO_ERRORS: RecordValidationError[] = Object.freeze([]) as unknown as RecordValidationError[];

export interface ValidatedRecord {
  values: Record<string, string>;
  validationErrors: RecordValidationError[];
}

/**
 * A reader of data rows for one header row: each row becomes the schema's record, every field present
 * (absent cells are empty strings), trimmed, in an object of its own that `checkUploadRecord` may tidy in
 * place. One object per record and no per-row lookups: it runs for every row of a 100,000-record list.
 */
export function recordReader(
  schema: UploadRecordSchema,
  indexes: Record<string, number>,
): (row: readonly unknown[]) => Record<string, string> {
  const fields = schema.columns.map((column) => column.field);
  const positions = fields.map((field) => indexes[field] ?? -1);
  return (row) => {
    const values: Record<string, string> = {};
    for (let index = 0; index < fields.length; index++) {
      const position = positions[index]!;
      const cell = position < 0 ? undefined : row[position];
      values[fields[index]!] =
        typeof cell === 'string'
          ? cell.trim()
          : cell === undefined || cell === null
            ? ''
            : String(cell).trim();
    }
    return values;
  };
}

/**
 * For one header row: true for a data row whose record (as `recordReader` reads it and `normalize` tidies
 * it) the rule surely accepts, decided without making the record. A list whose accepted records are read
 * again later (a stored CSV) then makes an object only for the records that may fail. `undefined` when the
 * rule is beyond the compiler.
 */
export function rowAcceptCheck(
  schema: UploadRecordSchema,
  indexes: Record<string, number>,
): RowAcceptCheck | undefined {
  const cells = schema.columns.map(({ field, tidy }) => ({ field, position: indexes[field] ?? -1, tidy }));
  // Lists mostly share a few header layouts (the template's): their check is made once and stays
  // optimised from one upload to the next, instead of warming up again for each.
  const layout = `${schema.kind}:${cells.map((cell) => cell.position).join(',')}`;
  if (!rowChecks.has(layout)) {
    if (rowChecks.size >= ROW_CHECKS_KEPT) rowChecks.delete(rowChecks.keys().next().value!);
    rowChecks.set(layout, rowAcceptCheckOf(schema.rule, cells));
  }
  return rowChecks.get(layout);
}

const ROW_CHECKS_KEPT = 100;
const rowChecks = new Map<string, RowAcceptCheck | undefined>();

/**
 * Validates one record with the schema's rule. Errors are keyed by the column header (spec 1 §5: Addressee,
 * AddressLine1, City, State, PostalCode, Country Code, ShipToPhoneNumber), one per field, first message.
 */
export function validateUploadRecord(
  schema: UploadRecordSchema,
  raw: Record<string, string>,
): ValidatedRecord {
  const own: Record<string, string> = {};
  for (const { field } of schema.columns) own[field] = (raw[field] ?? '').trim();
  return checkUploadRecord(schema, own);
}

/**
 * Tidies (`normalize`, in place) and validates a record whose values are the schema's fields, trimmed, as
 * `recordReader` builds them. Most records pass the rule's compiled accept check and cost no
 * zod call; zod words the errors of the others.
 */
export function checkUploadRecord(
  schema: UploadRecordSchema,
  record: Record<string, string>,
): ValidatedRecord {
  const values = schema.normalize(record);
  if (acceptCheckOf(schema.rule)?.(values)) return { values, validationErrors: NO_ERRORS };
  // The Standard Schema entry of the same zod rule: issues without building a ZodError (and its stack
  // trace), which costs some 250 µs a failing record, a second per 4,000 bad rows.
  const result = schema.rule['~standard'].validate(values);
  if (result instanceof Promise) throw new Error(`The ${schema.kind} record rule must be synchronous`);
  if (!result.issues) return { values, validationErrors: [] };
  const seen = new Set<string>();
  const validationErrors: RecordValidationError[] = [];
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const field = String(typeof first === 'object' && first !== null ? first.key : (first ?? ''));
    const header = schema.columns.find((column) => column.field === field)?.header ?? field;
    if (seen.has(header)) continue;
    seen.add(header);
    validationErrors.push({ field: header, errorMessage: issue.message });
  }
  return { values, validationErrors };
}
