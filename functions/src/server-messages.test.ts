import { describe, expect, it } from 'vitest';
import { productionSources, type SourceFile } from './test/source-files';

/**
 * Every text the API answers with comes from `@msc/shared/messages` (spec texts verbatim, ours in the
 * catalogue's allow-list). A string literal handed to an http-error helper, to `new HttpError(…)`, as a
 * helper's default message or as the `message` of an error body is a text that escaped the catalogue.
 */
const HELPER_CALL =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|businessRule)\(|\bnew HttpError\(/g;
const STRING_LITERAL = /['"`]/;
const LITERAL_DEFAULT_MESSAGE = /\bmessage\??(?:\s*:\s*string)?\s*=\s*['"`]/;
const LITERAL_MESSAGE_PROPERTY = /\bmessage\s*:\s*['"`]/;

/** The argument text of the call whose opening parenthesis ends at `start`, up to its closing one. */
function argumentsAt(text: string, start: number): string {
  let depth = 1;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return text.slice(start, index);
  }
  return text.slice(start);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function literalMessages(file: SourceFile): string[] {
  const found: string[] = [];
  for (const match of file.text.matchAll(HELPER_CALL)) {
    const args = argumentsAt(file.text, match.index + match[0].length);
    if (STRING_LITERAL.test(args))
      found.push(`${file.path}:${lineOf(file.text, match.index)} ${match[0]}${args})`);
  }
  file.text.split('\n').forEach((line, index) => {
    if (LITERAL_DEFAULT_MESSAGE.test(line) || LITERAL_MESSAGE_PROPERTY.test(line))
      found.push(`${file.path}:${index + 1} ${line.trim()}`);
  });
  return found;
}

describe('server messages', () => {
  const files = productionSources();

  it('scans handlers, services, stores and platform', () => {
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['platform/implement.ts', 'platform/authenticate.ts', 'site/service.ts']),
    );
  });

  it('come from the catalogue, never from a string literal', () => {
    expect(files.flatMap(literalMessages)).toEqual([]);
  });

  describe('finds a literal text', () => {
    it.each([
      ["throw notFound('Product not found.');"],
      ['throw badRequest("Bad.", fieldErrors);'],
      ['throw conflict(`Cart changed.`);'],
      ["throw forbidden(\n  'Only staff.',\n);"],
      ["throw businessRule(messages.limit, { quantity: ['Too many.'] });"],
      ['throw badRequest(apiErrors.x, { field: [`Unknown question`] });'],
      ["throw new HttpError(401, ErrorCode.impersonationEnded, 'Ended.');"],
      ["export const notFound = (message = 'Not found.') => new HttpError(404, code, message);"],
      ["export const forbidden = (message: string = 'No.') => new HttpError(403, code, message);"],
      ["return json(500, { message: 'Something went wrong', code: ErrorCode.internal });"],
    ])('%s', (text) => {
      expect(literalMessages({ path: 'any.ts', text })).toHaveLength(1);
    });

    it('and accepts catalogue texts', () => {
      const text = [
        'throw notFound(apiErrors.productNotFound);',
        'throw badRequest(apiErrors.invalidFields, fieldErrorsOf(result.error));',
        'throw conflict(toasts[result.reason].message);',
        'throw businessRule(toasts.startOrderFailed().message);',
        'throw new HttpError(401, ErrorCode.impersonationEnded, apiErrors.impersonationEnded);',
        'export const notFound = (message: string = apiErrors.notFound) => new HttpError(404, code, message);',
        'return json(500, { message: errors.somethingWentWrong, code: ErrorCode.internal });',
        "logger.error('Unhandled error', { error });",
      ].join('\n');
      expect(literalMessages({ path: 'any.ts', text })).toEqual([]);
    });
  });
});
