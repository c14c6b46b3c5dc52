import { defOf } from '@msc/shared/api/input-bounds';
import fc from 'fast-check';
import type * as z from 'zod';

/**
 * fast-check arbitraries from the contract's zod schemas: `valid` values the schema accepts (most of the
 * time: refinements are not modelled), and `hostile` ones that aim at the handler behind it — huge and
 * odd strings, control characters, prototype keys, wrong types. Fuzzing every route needs nothing else.
 */

type Schema = z.ZodType & { maxLength?: number | null; minLength?: number | null; format?: string | null };
type NumberSchema = z.ZodType & {
  minValue?: number;
  maxValue?: number;
  isInt?: boolean;
  format?: string | null;
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Strings that have broken parsers, stores and renderers before. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0000\u0001\u001f\u007f',
    '\t\r\n',
    '%',
    '%E0%A4%A',
    '%00',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '$' + '{jndi:ldap://x}',
    '{{7*7}}',
    '\u202eevil',
    '\ud800',
    '\ufeff',
    'ｆｕｌｌｗｉｄｔｈ',
    '👩‍👩‍👧‍👦'.repeat(50),
    ...PROTOTYPE_KEYS,
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '9007199254740993',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1, max: 3 }).map((power) => 'x'.repeat(10 ** (power + 2))),
  // Bigger than any bound the contract sets, below the 1 MB body limit.
  fc.constant('y'.repeat(300_000)),
);

/** Any JSON value at all: what arrives when a client ignores the contract. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.constant(Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { polluted: true }]))),
  fc.array(fc.integer(), { minLength: 1000, maxLength: 1000 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  guid: fc.uuid(),
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  datetime: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  url: fc.webUrl(),
};

/** Flags fast-check's `stringMatching` understands (it refuses `i`, `y` and `v`). */
const GENERATED_FLAGS = /^[dgmsu]*$/u;

/** The pattern of a `.regex()` check, when the string has one anchored at both ends (generated directly). */
function patternOf(schema: Schema): RegExp | undefined {
  const checks = (defOf(schema).checks ?? []) as { _zod?: { def?: { format?: string; pattern?: RegExp } } }[];
  const pattern = checks.map((check) => check._zod?.def).find((def) => def?.format === 'regex')?.pattern;
  return pattern?.source.startsWith('^') &&
    pattern.source.endsWith('$') &&
    GENERATED_FLAGS.test(pattern.flags)
    ? pattern
    : undefined;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const format = schema.format && FORMATS[schema.format];
  if (format) return format;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const pattern = patternOf(schema);
  if (pattern) {
    return fc
      .stringMatching(pattern)
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  const digitsOnly = defOf(schema).checks?.toString().includes('regex');
  if (digitsOnly) return fc.stringMatching(/^[0-9A-Z]{0,12}$/).filter((value) => value.length >= minLength);
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: NumberSchema): fc.Arbitrary<number> {
  const int = schema.isInt || schema.format === 'safeint' || schema.format === 'int32';
  const min = Math.max(schema.minValue ?? -1000, -1_000_000);
  const max = Math.min(schema.maxValue ?? 1000, 1_000_000);
  return int
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export interface ArbitraryOptions {
  /** Mix hostile values into every leaf (and sometimes replace the whole value). */
  hostile?: boolean;
  /** Values travel as strings (path parameters, query strings). */
  asText?: boolean;
}

/** An arbitrary for the input side of `schema`. */
export function arbitraryOf(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  if (!options.hostile) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: options.asText ? hostileString : hostileValue, weight: 1 },
  );
}

function leaf(arbitrary: fc.Arbitrary<unknown>, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const text = options.asText ? arbitrary.map((value) => String(value)) : arbitrary;
  if (!options.hostile) return text;
  return fc.oneof(
    { arbitrary: text, weight: 4 },
    { arbitrary: options.asText ? hostileString : hostileValue, weight: 1 },
  );
}

function validArbitrary(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema) as Record<string, unknown> & { type: string };
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, options);
  switch (def.type) {
    case 'string':
      return leaf(stringArbitrary(schema as Schema), options);
    case 'number':
      return leaf(numberArbitrary(schema as NumberSchema), options);
    case 'boolean':
      return leaf(fc.boolean(), options);
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), options);
    case 'literal':
      return leaf(fc.constantFrom(...(def.values as unknown[])), options);
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)(), options);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, options)));
    case 'array': {
      const checks =
        (def.checks as { _zod: { def: { check: string; maximum?: number; minimum?: number } } }[]) ?? [];
      const max = checks.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum ?? 5;
      const min = checks.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum ?? 0;
      return fc.array(arbitraryOf(def.element as z.ZodType, options), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max, 5)),
      });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const record = fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, options)])),
      );
      if (!options.hostile || options.asText) return record;
      // Extra keys, the prototype's among them, next to the expected ones.
      return fc.tuple(record, fc.option(fc.constantFrom(...PROTOTYPE_KEYS))).map(([value, key]) => {
        if (key === null) return value;
        const rest = JSON.stringify(value);
        return JSON.parse(
          `{${JSON.stringify(key)}: {"polluted": true}${rest === '{}' ? '}' : `, ${rest.slice(1)}`}`,
        );
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryOf(def.valueType as z.ZodType, options), {
        maxKeys: 5,
      });
    case 'transform':
    case 'any':
    case 'unknown':
      return options.asText ? fc.string({ maxLength: 20 }) : fc.jsonValue({ maxDepth: 2 });
    default:
      return options.asText ? hostileString : hostileValue;
  }
}
