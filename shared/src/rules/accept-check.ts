import type * as z from 'zod';

/**
 * A plain predicate compiled once from a zod object rule of string fields: true when the rule surely
 * accepts the values, false when it may not. It reads the rule's own checks (trim, min and max length,
 * patterns, refinements), so the rule is written once; zod still words every message, on the records
 * this answers false for. Used where one rule meets 100,000 records (list uploads), where zod's issue
 * machinery costs more than the checks themselves.
 *
 * Anything the compiler does not know (another field type, a coercion, a check kind, an object-level
 * refinement, a catch-all) gives `undefined`: the caller then asks zod for every record. A false answer
 * is always safe (zod decides); only a true answer must match zod, which the tests check on random
 * values against zod itself.
 */
export type AcceptCheck = (values: Readonly<Record<string, unknown>>) => boolean;

/** The parts of zod's (v4) internal definitions the compiler reads. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: Schema;
  catchall?: Schema;
  coerce?: boolean;
}
interface CheckDef {
  check: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
  fn?: (value: unknown) => unknown;
  tx?: (value: string) => string;
}
interface Schema {
  _zod: { def: Def };
}

/**
 * The source of one check of the field value `v` (a string): statements that return false when the check
 * fails. Functions and patterns are passed in by name (`bind`), numbers are written in; anything else is
 * beyond the compiler.
 */
function checkSource(check: CheckDef, bind: (value: unknown) => string): string | undefined {
  const number = (value: number | undefined) =>
    typeof value === 'number' && !Number.isNaN(value) ? String(value) : undefined;
  switch (check.check) {
    case 'overwrite':
      return typeof check.tx === 'function' ? `v = ${bind(check.tx)}(v);` : undefined;
    case 'min_length': {
      const minimum = number(check.minimum ?? 0);
      return minimum && `if (v.length < ${minimum}) return false;`;
    }
    case 'max_length': {
      const maximum = number(check.maximum ?? Number.POSITIVE_INFINITY);
      return maximum && `if (v.length > ${maximum}) return false;`;
    }
    case 'length_equals': {
      const length = number(check.length);
      return length && `if (v.length !== ${length}) return false;`;
    }
    case 'string_format': {
      if (!(check.pattern instanceof RegExp)) return undefined;
      const pattern = bind(check.pattern);
      return `${pattern}.lastIndex = 0; if (!${pattern}.test(v)) return false;`;
    }
    case 'custom': {
      // `.refine(fn)`: fn gets the value. A superRefine has no `fn` in its definition: unknown.
      if (check.type !== 'custom' || typeof check.fn !== 'function') return undefined;
      return `r = ${bind(check.fn)}(v); if (!r || r instanceof Promise) return false;`;
    }
    default:
      return undefined;
  }
}

/** Where a field's value comes from: source that sets `v` (a string, or undefined for an absent field). */
type ValueSource = (field: string, bind: (value: unknown) => string) => string;

/** The source checking one field's value `v` against its schema, or undefined. */
function fieldSource(
  field: string,
  schema: Schema,
  readValue: ValueSource,
  bind: (value: unknown) => string,
): string | undefined {
  let def = schema._zod.def;
  let optional = false;
  if (def.type === 'optional' && def.innerType) {
    optional = true;
    def = def.innerType._zod.def;
  }
  if (def.type !== 'string' || def.coerce) return undefined;
  const checks: string[] = [];
  for (const check of def.checks ?? []) {
    const source = checkSource(check._zod.def, bind);
    if (source === undefined) return undefined;
    checks.push(source);
  }
  return [
    readValue(field, bind),
    `if (v === undefined) { if (!${optional}) return false; }`,
    `else { if (typeof v !== 'string') return false; ${checks.join(' ')} }`,
  ].join('\n');
}

/**
 * One straight-line function for the whole rule, made with `new Function`: a chain of closures per check
 * costs some 40 ns a field, as much as the parse of the field; this costs a few. Where code cannot be made
 * (a page under a CSP without 'unsafe-eval'), the rule is beyond the compiler and zod decides.
 */
function compile<Input>(
  rule: z.ZodType,
  input: string,
  readValue: ValueSource,
): ((input: Input) => boolean) | undefined {
  const def = (rule as unknown as Schema)._zod?.def;
  if (def?.type !== 'object' || !def.shape || def.catchall || (def.checks?.length ?? 0) > 0) return undefined;
  const bound: unknown[] = [];
  const bind = (value: unknown) => `b${bound.push(value) - 1}`;
  const fields: string[] = [];
  for (const [field, schema] of Object.entries(def.shape)) {
    const source = fieldSource(field, schema, readValue, bind);
    if (source === undefined) return undefined;
    fields.push(source);
  }
  const body = `return function accept(${input}) {\nlet v, r, c;\n${fields.join('\n')}\nreturn true;\n};`;
  try {
    return new Function(...bound.map((_, index) => `b${index}`), body)(...bound) as (input: Input) => boolean;
  } catch {
    return undefined;
  }
}

const compiled = new WeakMap<z.ZodType, AcceptCheck | null>();

/** The rule's accept check, compiled on first use; `undefined` when the rule is beyond the compiler. */
export function acceptCheckOf(rule: z.ZodType): AcceptCheck | undefined {
  let check = compiled.get(rule);
  if (check === undefined) {
    check =
      compile<Readonly<Record<string, unknown>>>(
        rule,
        'values',
        (field) => `v = values[${JSON.stringify(field)}];`,
      ) ?? null;
    compiled.set(rule, check);
  }
  return check ?? undefined;
}

/** A list column as a data row holds it: where its cell is (-1: no such column) and how its text is tidied. */
export interface RowCell {
  field: string;
  position: number;
  tidy?: ((value: string) => string) | undefined;
}

export type RowAcceptCheck = (row: readonly unknown[]) => boolean;

/**
 * The accept check over a list's data rows as the parser gives them: each cell read as a record reader
 * does (trimmed; absent or empty cells are empty strings), tidied, then checked, without making an object
 * per record. True means the record the reader and the tidying would make is surely accepted by the rule.
 */
export function rowAcceptCheckOf(rule: z.ZodType, cells: readonly RowCell[]): RowAcceptCheck | undefined {
  if (!cells.every((cell) => Number.isSafeInteger(cell.position))) return undefined;
  const byField = new Map(cells.map((cell) => [cell.field, cell]));
  return compile<readonly unknown[]>(rule, 'row', (field, bind) => {
    const cell = byField.get(field);
    if (!cell) return 'v = undefined;';
    const read =
      cell.position < 0
        ? `v = '';`
        : `c = row[${cell.position}]; v = typeof c === 'string' ? c.trim() : c === undefined || c === null ? '' : String(c).trim();`;
    return cell.tidy ? `${read} v = ${bind(cell.tidy)}(v);` : read;
  });
}
