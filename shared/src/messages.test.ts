import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { confirmPrompts, emptyStates, errors, notices, type Toast, toasts, validation } from './messages';
import { OURS } from './messages-ours';

// The spec is kept in the repo (docs/spec) so a clone tests on its own; the team's copy beside the clone
// (../shared/spec), where there is one, must not have moved on without it.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SPEC_FILES = ['1-storefront-account-checkout.md', '2-campaigns-personalization.md'];
const readSpec = (dir: string) => SPEC_FILES.map((file) => readFileSync(resolve(dir, file), 'utf8'));
const specFiles = readSpec(resolve(repoRoot, 'docs/spec'));
const teamSpecDir = resolve(repoRoot, '../shared/spec');
const normalize = (text: string) => text.replace(/\s+/g, ' ');
const spec = normalize(specFiles.join('\n'));

function leaves(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

const fixedTexts = leaves(
  Object.fromEntries(Object.entries(messages).filter(([, value]) => typeof value === 'object')),
  '',
  [],
);

describe.runIf(existsSync(teamSpecDir))('docs/spec', () => {
  it('is the same as the team spec in ../shared/spec', () => {
    expect(specFiles).toEqual(readSpec(teamSpecDir));
  });
});

describe('messages', () => {
  it('has fixed texts to check', () => {
    expect(fixedTexts.length).toBeGreaterThan(80);
  });

  it.each(fixedTexts.filter(([path]) => !OURS.has(path)))(
    '%s appears verbatim in the spec',
    (_path, text) => {
      expect(spec).toContain(text);
    },
  );

  it('keeps the allow-list to existing texts', () => {
    const paths = new Set(fixedTexts.map(([path]) => path));
    for (const path of OURS) expect(paths.has(path), path).toBe(true);
  });

  it('keeps the spec spelling', () => {
    expect(emptyStates.agencyEmails).toBe('You have no Agency Email Prefrences saved.');
  });

  it('words the session-expired message as decided', () => {
    expect(toasts.sessionExpired.message).toBe(
      'Your Marketing Solutions Center session has expired. You have been redirected to the home page to begin a new session.',
    );
  });

  it('phrases every confirm prompt as a question', () => {
    for (const prompt of Object.values(confirmPrompts)) expect(prompt.message).toMatch(/\?$/);
  });

  describe('parameterised texts reproduce the spec', () => {
    it('added to cart', () => {
      const toast = toasts.addedToCart('Auto Welcome Letter');
      expect(toast).toEqual({
        title: 'Added To Cart',
        message: 'Auto Welcome Letter was successfully added to the cart!',
      });
      expect(spec).toContain(`'{product} was successfully added to the cart!' titled 'Added To Cart'`);
    });

    it('limit exceeded', () => {
      expect(errors.limitExceeded('{limitText}')).toBe('Limit of {limitText} exceeded');
      expect(spec).toContain(errors.limitExceeded('{limitText}'));
      expect(toasts.limitExceeded('500').message).toBe('Limit of 500 exceeded');
    });

    it('no lists found', () => {
      expect(spec).toContain(emptyStates.lists('{list}'));
      expect(emptyStates.lists('Moving With Safeco')).toBe(emptyStates.movingLists);
    });

    it('file upload success carries the file name', () => {
      expect(toasts.shipToUploadSucceeded('contacts.xlsx')).toEqual({
        title: 'File upload success',
        message: 'contacts.xlsx',
      });
      expect(spec).toContain(`success 'File upload success' with the file name`);
    });

    it('server messages win, fixed texts are the fallback', () => {
      expect(toasts.cardAttachFailed('Your card was declined.')).toEqual({
        title: 'Card Error',
        message: 'Your card was declined.',
      });
      expect(toasts.cardAttachFailed().message).toBe(
        'Not able to attach the CC to your account. Please contact system administrator.',
      );
      expect(toasts.startOrderFailed().message).toBe(
        'Error in this asset, please contact system administrator',
      );
      expect(toasts.startOrderFailed('Product is retired').message).toBe('Product is retired');
      expect(toasts.shipToUploadFailed().message).toBe('Something went wrong, please try again later');
      expect(toasts.addToCartFailed('Out of stock')).toEqual({ title: 'Error', message: 'Out of stock' });
      expect(toasts.mailListCreateFailed('Duplicate name').title).toBe('Card Error');
      for (const text of [
        toasts.cardAttachFailed().message,
        toasts.startOrderFailed().message,
        toasts.shipToUploadFailed().message,
      ]) {
        expect(spec).toContain(text);
      }
    });

    it('counts', () => {
      expect(notices.showingCount(12, 40)).toBe('Showing 12 of 40');
      expect(spec).toContain('"Showing x of y"');
      expect(notices.countOf(3, 10)).toBe('3 of 10');
      expect(validation.tooLong(30)).toBe('Cannot be more than 30 characters');
    });
  });
});

/** Section 8 ("The error catalogue") of a spec document: from its heading to the next section. */
function errorCatalogueSection(document: string): string {
  const section = /^## 8\.[^\n]*\n([\s\S]*?)(?=^## \d+\.)/m.exec(document);
  if (!section?.[1]) throw new Error('The spec has no section 8');
  return section[1];
}

/**
 * Quoted texts of a section: "double" quotes, and 'single' quotes whose apostrophes inside words
 * (user's, they're) do not end the quote.
 */
function quotedTexts(section: string): string[] {
  const single = [...section.matchAll(/(?<!\w)'((?:[^'\n]|(?<=\w)'(?=\w))+?)'(?!\w)/g)];
  const double = [...section.matchAll(/"([^"\n]+)"/g)];
  return [...single, ...double].map((match) => normalize(match[1]!).trim());
}

/** Placeholders compare by position, not name: '{product}' and '{product name}' are both '{}'. */
const PLACEHOLDER = '{}';
const withPlaceholders = (text: string) => text.replace(/\{[^}]*\}/g, PLACEHOLDER);

/**
 * Every text the catalogue can show: each fixed leaf, and each function rendered with placeholders
 * for its parameters and (for texts with a fixed fallback) without them.
 */
function catalogueTexts(catalogue: Record<string, unknown>): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.add(withPlaceholders(value));
    else if (typeof value === 'function') {
      const render = value as (...args: unknown[]) => unknown;
      visit(render(...Array.from({ length: Math.max(1, render.length) }, () => PLACEHOLDER)));
      visit(render());
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(catalogue);
  return texts;
}

/** Toasts the catalogue can raise, rendered like catalogueTexts, as 'title | message'. */
function catalogueToasts(): Set<string> {
  const pairs = new Set<string>();
  for (const toast of Object.values(toasts) as unknown[]) {
    const rendered =
      typeof toast === 'function'
        ? [toast(PLACEHOLDER), toast()]
        : [toast as { title: string; message: string }];
    for (const { title, message } of rendered as Partial<Toast>[]) {
      // A toast that only carries the server's text has no message without one.
      if (typeof message === 'string') pairs.add(`${title} | ${withPlaceholders(message)}`);
    }
  }
  return pairs;
}

function missingFrom(catalogue: ReadonlySet<string>, quoted: readonly string[]): string[] {
  return quoted.filter((text) => !catalogue.has(withPlaceholders(text)) && !NOT_MESSAGES.has(text));
}

/**
 * Quoted texts of section 8 that are not user-facing messages, each with the reason. Every quoted text
 * of both catalogues is at present a message or a toast title, so the list is empty; an entry added
 * here must still be quoted in section 8 (checked below).
 */
const NOT_MESSAGES: ReadonlyMap<string, string> = new Map<string, string>([]);

const catalogueSections = specFiles.map(errorCatalogueSection);
const quotedInCatalogue = [...new Set(catalogueSections.flatMap(quotedTexts))];
const catalogue = catalogueTexts(
  Object.fromEntries(Object.entries(messages).filter(([, value]) => typeof value === 'object')),
);

describe('every quoted text of the spec error catalogues (section 8) is in messages.ts', () => {
  it('finds the quoted texts of both documents', () => {
    expect(quotedInCatalogue.length).toBeGreaterThan(50);
    // A quote with apostrophes inside, a double-quoted one, and a placeholder.
    expect(quotedInCatalogue).toContain(
      "The user's current agency cannot be found, or they're not assigned to a current agency.",
    );
    expect(quotedInCatalogue).toContain('Turn off Pop-up Blocker to allow for PDF previewing');
    expect(quotedInCatalogue).toContain('{product name} was successfully added to the cart!');
  });

  it.each(quotedInCatalogue)('%s', (text) => {
    expect(missingFrom(catalogue, [text])).toEqual([]);
  });

  it('reports a text the catalogue lacks', () => {
    const without = new Set(catalogue);
    without.delete('Successfully Enrolled!');
    without.delete('No {} Lists were found that match your criteria.');
    expect(missingFrom(without, quotedInCatalogue)).toEqual(
      expect.arrayContaining([
        'Successfully Enrolled!',
        'No {list} Lists were found that match your criteria.',
      ]),
    );
  });

  it('keeps the allow-list to texts quoted in section 8 that the catalogue does not hold', () => {
    for (const text of NOT_MESSAGES.keys()) {
      expect(quotedInCatalogue).toContain(text);
      expect(catalogue.has(withPlaceholders(text))).toBe(false);
    }
  });

  it('gives every titled toast of section 8 its title', () => {
    const titled = catalogueSections.flatMap((section) => [
      // 'message' titled 'Title'  /  "message" titled "Title"
      ...[...section.matchAll(/(['"])((?:(?!\1).)+)\1 titled (['"])((?:(?!\3).)+)\3/g)].map((m) => [
        m[4]!,
        m[2]!,
      ]),
      // 'message' (title Error)  /  "message" (title Error)
      ...[...section.matchAll(/(['"])((?:(?!\1).)+)\1 \(title (\w+)\)/g)].map((m) => [m[3]!, m[2]!]),
    ]);
    expect(titled.length).toBeGreaterThanOrEqual(7);
    const raised = catalogueToasts();
    for (const [title, message] of titled)
      expect(raised, `${title} | ${message}`).toContain(`${title} | ${withPlaceholders(message!)}`);
  });
});
