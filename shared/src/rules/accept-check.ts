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

/** One check of a field: the value it passes on (an overwrite's result, or the value as it was), or null. */
type Step = (value: string) => string | null;
type FieldCheck = (value: unknown) => boolean;

const passing =
  (test: (value: string) => boolean): Step =>
  (value) =>
    test(value) ? value : null;

function stepOf(check: CheckDef): Step | undefined {
  switch (check.check) {
    case 'overwrite':
      return check.tx;
    case 'min_length': {
      const minimum = check.minimum ?? 0;
      return passing((value) => value.length >= minimum);
    }
    case 'max_length': {
      const maximum = check.maximum ?? Number.POSITIVE_INFINITY;
      return passing((value) => value.length <= maximum);
    }
    case 'length_equals': {
      const length = check.length;
      return passing((value) => value.length === length);
    }
    case 'string_format': {
      const pattern = check.pattern;
      if (!(pattern instanceof RegExp)) return undefined;
      return passing((value) => {
        pattern.lastIndex = 0;
        return pattern.test(value);
      });
    }
    case 'custom': {
      // `.refine(fn)`: fn gets the value. A superRefine has no `fn` in its definition: unknown.
      const fn = check.fn;
      if (check.type !== 'custom' || typeof fn !== 'function') return undefined;
      return passing((value) => {
        const result = fn(value);
        return !(result instanceof Promise) && Boolean(result);
      });
    }
    default:
      return undefined;
  }
}

function fieldCheckOf(schema: Schema): FieldCheck | undefined {
  let def = schema._zod.def;
  let optional = false;
  if (def.type === 'optional' && def.innerType) {
    optional = true;
    def = def.innerType._zod.def;
  }
  if (def.type !== 'string' || def.coerce) return undefined;
  const steps: Step[] = [];
  for (const check of def.checks ?? []) {
    const step = stepOf(check._zod.def);
    if (!step) return undefined;
    steps.push(step);
  }
  return (value) => {
    if (value === undefined) return optional;
    if (typeof value !== 'string') return false;
    let text: string | null = value;
    for (let index = 0; index < steps.length && text !== null; index++) text = steps[index]!(text);
    return text !== null;
  };
}

function compile(rule: z.ZodType): AcceptCheck | undefined {
  const def = (rule as unknown as Schema)._zod?.def;
  if (def?.type !== 'object' || !def.shape || def.catchall || (def.checks?.length ?? 0) > 0) return undefined;
  const fields: string[] = [];
  const checks: FieldCheck[] = [];
  for (const [field, schema] of Object.entries(def.shape)) {
    const check = fieldCheckOf(schema);
    if (!check) return undefined;
    fields.push(field);
    checks.push(check);
  }
  return (values) => {
    for (let index = 0; index < fields.length; index++) {
      if (!checks[index]!(values[fields[index]!])) return false;
    }
    return true;
  };
}

const compiled = new WeakMap<z.ZodType, AcceptCheck | null>();

/** The rule's accept check, compiled on first use; `undefined` when the rule is beyond the compiler. */
export function acceptCheckOf(rule: z.ZodType): AcceptCheck | undefined {
  let check = compiled.get(rule);
  if (check === undefined) {
    check = compile(rule) ?? null;
    compiled.set(rule, check);
  }
  return check ?? undefined;
}
