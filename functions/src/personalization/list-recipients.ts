import { apiErrors } from '@msc/shared/messages';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { SetRecipients } from '@msc/shared/model/recipients';
import { mailedPricing } from '@msc/shared/rules/holdout-choice';
import { ownListContacts } from '#agency-lists/index';
import { productById } from '#catalog/index';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { suppressedEmails } from '#suppression/index';
import { cleanRecipients } from './list-cleaning';
import type { OrderStateRecord } from './personalization-store';
import { returnedMailCheck } from './returned-mail';
import { saveRecipients } from './save-order-state';

type ListBody = Extract<SetRecipients, { mailListId: string }>;

/**
 * Step 2 of a data-list piece (spec 2 §2 DataListUpload, prospecting's own list): the recipients are the
 * picked records of one of the user's agency lists, read on the server, less those whose email is on the
 * opt-out list (they are never mailed; the order state counts them), cleaned (standardized, the duplicates
 * and incomplete addresses left out). Priced at the product's price on the cleaned count.
 */
export async function setListRecipients(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: ListBody,
  options: { onePerHousehold: boolean; optedOut?: number },
): Promise<OrderStateRecord> {
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  const { contacts } = await ownListContacts(ctx.user, record.agencyId, body.mailListId);
  const picked = pick(contacts, body);
  const suppressed = await suppressedEmails(
    picked.flatMap((contact) => (contact.email ? [contact.email] : [])),
  );
  const mailed = picked.filter(
    (contact) => !contact.email || !suppressed.has(contact.email.trim().toLowerCase()),
  );
  // Cleaned before pricing: the price is the cleaned count's.
  // A re-cleaning picks the earlier selection without its opt-outs: it passes their count on.
  const optedOut = (options.optedOut ?? 0) + picked.length - mailed.length;
  const { mailContacts: cleaned, listCleaning } = cleanRecipients(mailed, {
    onePerHousehold: options.onePerHousehold,
    optedOut,
    unitPrice: product.unitPrice,
    isReturned: await returnedMailCheck(mailed),
  });
  if (cleaned.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const mailContacts = cleaned.map((contact) => ({ ...contact, orderStateId: record.orderStateId }));
  return saveRecipients(
    {
      ...record,
      isOwnListUploaded: true,
      mailListId: body.mailListId,
      suppressedCount: optedOut,
      listCleaning,
      availableCount: contacts.length,
      unitPrice: product.unitPrice,
      // The held out (step 4's holdout) are neither mailed nor charged: the count is the mailed ones'.
      ...mailedPricing(mailContacts.length, product.unitPrice, record.holdout),
    },
    mailContacts,
  );
}

/** The records the body names; an id that is not the list's answers 422. */
function pick(contacts: readonly MailContact[], body: ListBody): MailContact[] {
  const known = new Set(contacts.map((contact) => contact.mailListContactId));
  const named = 'all' in body ? (body.except ?? []) : body.mailListContactIds;
  if (named.some((id) => !known.has(id))) throw businessRule(apiErrors.recipientsNotEligible);
  const names = new Set(named);
  return contacts.filter((contact) =>
    'all' in body ? !names.has(contact.mailListContactId!) : names.has(contact.mailListContactId!),
  );
}
