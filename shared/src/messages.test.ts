import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { confirmPrompts, emptyStates, errors, notices, toasts, validation } from './messages';

// The repo root is two levels up from shared/src; the spec sits beside the clone in ../shared/spec.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const specDir = resolve(repoRoot, '../shared/spec');
const normalize = (text: string) => text.replace(/\s+/g, ' ');
const spec = normalize(
  ['1-storefront-account-checkout.md', '2-campaigns-personalization.md']
    .map((file) => readFileSync(resolve(specDir, file), 'utf8'))
    .join('\n'),
);

/**
 * Texts that are ours: the spec paraphrases them or gives no wording. Every other fixed text of the
 * catalogue must appear verbatim in the spec.
 */
const OURS = new Set([
  'toasts.sessionExpired.title',
  'toasts.sessionExpired.message',
  'errors.chunkLoadFailed',
  'validation.required',
  'validation.invalidPhone',
  'validation.invalidState',
  'validation.selectState',
  'validation.invalidZip',
  'validation.licenseNumberRequired',
  'validation.pdfFinalApprovalRequired',
  'validation.acceptTermsRequired',
  'validation.willNotUseMassachusettsRequired',
  'validation.selectSpecificOption',
  'validation.endBeforeStart',
  'validation.wholeNumber',
  'validation.quantityAtLeastOne',
  'validation.ratingRange',
  'validation.atLeastOneRecord',
  'validation.invalidDate',
  'confirmPrompts.endImpersonation.message',
  'confirmPrompts.deleteList.message',
  'confirmPrompts.deleteList.confirmLabel',
  'confirmPrompts.deleteAddress.message',
  'confirmPrompts.deleteAddress.confirmLabel',
  'confirmPrompts.deleteCartItem.message',
  'confirmPrompts.deleteCartItem.confirmLabel',
  'confirmPrompts.deleteImage.message',
  'confirmPrompts.deleteImage.confirmLabel',
  'confirmPrompts.deleteCard.message',
  'confirmPrompts.deleteCard.confirmLabel',
  'confirmPrompts.deleteContact.message',
  'confirmPrompts.deleteContact.confirmLabel',
  'notices.iosCrossSiteTracking',
  'notices.pageNotAvailable',
  'notices.contactTerritoryManager',
  'notices.youMayQualify',
  'notices.paymentDetailsMissing',
  'notices.downloadBeingPrepared',
]);

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
