/**
 * Every user-facing text of the spec (both documents' error catalogues, §8, and the texts quoted elsewhere),
 * verbatim, including the spec's own spelling and punctuation. Texts the spec only paraphrases or leaves
 * unworded are ours; `messages.test.ts` keeps the list of those and checks every other text against the spec.
 * One module per kind of text, so a page's chunk carries the kinds it shows and not the API's own errors
 * (to keep the first paint light).
 */

export * from './messages/account-texts';
export * from './messages/admin-texts';
export * from './messages/agency-texts';
export * from './messages/api-errors';
export * from './messages/approval-texts';
export * from './messages/campaign-texts';
export * from './messages/catalog-texts';
export * from './messages/checkout-texts';
export * from './messages/confirm-prompts';
export * from './messages/content-texts';
export * from './messages/cross-sell-texts';
export * from './messages/drop-change-texts';
export * from './messages/empty-states';
export * from './messages/errors';
export * from './messages/express-order-texts';
export * from './messages/form-labels';
export * from './messages/home-texts';
export * from './messages/in-home-texts';
export * from './messages/labels';
export * from './messages/link-texts';
export * from './messages/list-cleaning-texts';
export * from './messages/mail-date-texts';
export * from './messages/mail-list-texts';
export * from './messages/mail-visibility-texts';
export * from './messages/notices';
export * from './messages/order-texts';
export * from './messages/page-labels';
export * from './messages/preflight-texts';
export * from './messages/questions';
export * from './messages/response-texts';
export * from './messages/results-texts';
export * from './messages/shipping-texts';
export * from './messages/sign-in-texts';
export * from './messages/site-texts';
export * from './messages/toasts';
export * from './messages/validation';
