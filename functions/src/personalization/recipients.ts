import type { RecipientsQuery } from '@msc/shared/api/personalization';
import { apiErrors, errors } from '@msc/shared/messages';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { RecipientRow, SetRecipients, SetSubscription } from '@msc/shared/model/recipients';
import { priceForCount } from '@msc/shared/rules/pricing';
import {
  byRecipientName,
  eligibleListCodes,
  hasMailingAddress,
  matchesRecipientSearch,
} from '@msc/shared/rules/recipient-eligibility';
import { subscriptionSummary, subscriptionTotals } from '@msc/shared/rules/subscription';
import type * as z from 'zod';
import { agencyForUser, subCodesOf } from '#agency/index';
import { productById } from '#catalog/index';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { setListRecipients } from './list-recipients';
import {
  type OrderStateRecord,
  policyholdersForRecipients,
  type RecipientRecord,
  saveRecipients,
} from './personalization-store';

/**
 * Step 2 on the server (spec 2 §2 "CrossSell: policyholder selection", §5): the agency's eligible
 * policyholders, and the recipients built from them. The browser names policy numbers or a count, never
 * an address or a price.
 */

/** How long a warm Lambda reuses an agency's eligible list (the lists change with the monthly feed). */
const ELIGIBLE_LIST_TTL_MS = 60_000;
const ELIGIBLE_LISTS_KEPT = 20;
const eligibleLists = new Map<string, { at: number; list: Promise<RecipientRecord[]> }>();

/**
 * The policyholders the order state may mail, by name: those of its agency (an owner master's include
 * its sub codes', as on the renewal lists) on the cross-sell lists of the piece, with a whole address.
 * Step 2 asks for it on every page, search and summary: a warm Lambda shares one read per agency and
 * list for a minute (a large book takes seconds to read).
 */
export async function eligibleRecipients(
  ctx: RequestContext,
  record: OrderStateRecord,
  now = Date.now(),
): Promise<RecipientRecord[]> {
  // Membership first: the cache never answers for an agency the caller may not act for.
  const agency = await agencyForUser(ctx.user, record.agencyId);
  const codes = eligibleListCodes(record);
  const key = `${agency.agencyId}|${agency.isOwnerMaster}|${codes.join(',')}`;
  const kept = eligibleLists.get(key);
  if (kept && now - kept.at < ELIGIBLE_LIST_TTL_MS) return kept.list;
  const list = readEligible(agency, codes);
  eligibleLists.set(key, { at: now, list });
  list.catch(() => eligibleLists.delete(key));
  if (eligibleLists.size > ELIGIBLE_LISTS_KEPT) eligibleLists.delete(eligibleLists.keys().next().value!);
  return list;
}

async function readEligible(
  agency: { agencyId: number; isOwnerMaster: boolean },
  codes: ReturnType<typeof eligibleListCodes>,
): Promise<RecipientRecord[]> {
  const subCodes = agency.isOwnerMaster ? await subCodesOf(agency.agencyId) : [];
  const lists = await Promise.all(
    [agency, ...subCodes].map((each) => policyholdersForRecipients(each.agencyId, codes)),
  );
  const byPolicy = new Map<string, RecipientRecord>();
  for (const holder of lists.flat()) {
    if (hasMailingAddress(holder)) byPolicy.set(holder.policyNumber, holder);
  }
  return [...byPolicy.values()].sort(byRecipientName);
}

const selectedPolicies = (record: OrderStateRecord) =>
  new Set(record.mailContacts.flatMap((contact) => (contact.policyNumber ? [contact.policyNumber] : [])));

function toRow(holder: RecipientRecord, selected: ReadonlySet<string>): RecipientRow {
  return {
    policyNumber: holder.policyNumber,
    policyType: holder.policyType,
    firstName: holder.firstName,
    lastName: holder.lastName,
    address1: holder.address1,
    address2: holder.address2,
    city: holder.city,
    state: holder.state,
    zip: holder.zip,
    statCode: holder.statCode,
    selected: selected.has(holder.policyNumber),
  };
}

/** A page of the eligible policyholders matching the search, with the step's counts. */
export async function recipientPage(
  ctx: RequestContext,
  record: OrderStateRecord,
  query: z.infer<typeof RecipientsQuery>,
) {
  const eligible = await eligibleRecipients(ctx, record);
  const matching = query.search
    ? eligible.filter((holder) => matchesRecipientSearch(holder, query.search))
    : eligible;
  const selected = selectedPolicies(record);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    results: matching.slice(start, start + query.pageSize).map((holder) => toRow(holder, selected)),
    totalCount: matching.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    eligibleCount: eligible.length,
    // Recipients, not pieces: a subscription sends each several cards.
    selectedCount: record.mailContacts.length,
  };
}

function toMailContact(holder: RecipientRecord, orderStateId: string): MailContact {
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    addressLine1: holder.address1,
    addressLine2: holder.address2,
    city: holder.city,
    state: holder.state,
    postalCode: holder.zip,
    policyNumber: holder.policyNumber,
    policyType: holder.policyType,
    renewalDate: holder.renewalDate,
    customerSinceDate: holder.customerSinceDate,
    motorCycle: holder.motorCycle,
    waterCraft: holder.waterCraft,
    rv: holder.rv,
    email: holder.email,
    phone: holder.phone,
    orderStateId,
  };
}

/** The eligible policyholders the request names; any it names that are not eligible answer 422. */
function chosen(
  eligible: readonly RecipientRecord[],
  body: Exclude<SetRecipients, { mailListId: string }> | SetSubscription['recipients'],
): RecipientRecord[] {
  if ('count' in body) {
    if (body.count > eligible.length) {
      const message = errors.limitExceeded(String(eligible.length));
      throw businessRule(message, { count: [message] });
    }
    return eligible.slice(0, body.count);
  }
  const known = new Set(eligible.map((holder) => holder.policyNumber));
  const named = 'all' in body ? (body.except ?? []) : body.policyNumbers;
  if (named.some((policyNumber) => !known.has(policyNumber))) {
    throw businessRule(apiErrors.recipientsNotEligible);
  }
  const names = new Set(named);
  return eligible.filter((holder) =>
    'all' in body ? !names.has(holder.policyNumber) : names.has(holder.policyNumber),
  );
}

/** Sets the recipients: mail contacts from the server's records, the count, the price at the product's price. */
export async function setRecipients(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: SetRecipients,
): Promise<OrderStateRecord> {
  if ('mailListId' in body) return setListRecipients(ctx, record, body);
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  const eligible = await eligibleRecipients(ctx, record);
  const recipients = chosen(eligible, body);
  if (recipients.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const mailContacts = recipients.map((holder) => toMailContact(holder, record.orderStateId));
  const priced = {
    ...record,
    mailListId: undefined,
    suppressedCount: undefined,
    availableCount: eligible.length,
    targetCount: mailContacts.length,
    unitPrice: product.unitPrice,
    totalPrice: priceForCount(mailContacts.length, product.unitPrice),
  };
  return saveRecipients(priced, mailContacts);
}

/** The product of a subscription order state; anything else cannot be subscribed to. */
async function subscriptionProduct(record: OrderStateRecord) {
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  if (!product.isSubscription) throw businessRule(apiErrors.notASubscription);
  return product;
}

/** The summary of a subscription of `months` for the agency's policyholders and the state's subscribers. */
export async function subscriptionSummaryOf(
  ctx: RequestContext,
  record: OrderStateRecord,
  months: SetSubscription['subscriptionPeriod'],
  now = new Date(),
) {
  const product = await subscriptionProduct(record);
  const eligible = await eligibleRecipients(ctx, record);
  const subscribed = selectedPolicies(record);
  const rows = subscriptionSummary({
    list: eligible,
    selected: eligible.filter((holder) => subscribed.has(holder.policyNumber)),
    months,
    unitPriceCents: product.unitPrice,
    now,
  });
  return { rows };
}

/**
 * Subscribes the chosen policyholders for 3 or 6 months: they are the mail contacts; the order's count is
 * the cards they will get (seasonal and birthday), priced at the card's price (spec 2 §1-§3).
 */
export async function setSubscription(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: SetSubscription,
  now = new Date(),
): Promise<OrderStateRecord> {
  const product = await subscriptionProduct(record);
  const eligible = await eligibleRecipients(ctx, record);
  const subscribers = chosen(eligible, body.recipients);
  if (subscribers.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const rows = subscriptionSummary({
    list: eligible,
    selected: subscribers,
    months: body.subscriptionPeriod,
    unitPriceCents: product.unitPrice,
    now,
  });
  const { cards, totalPrice } = subscriptionTotals(rows);
  return saveRecipients(
    {
      ...record,
      subscriptionPeriod: body.subscriptionPeriod,
      seasonalSummary: rows.map(({ assetName, selectedCount, price }) => ({
        assetName,
        selectedCount,
        price,
      })),
      availableCount: eligible.length,
      targetCount: cards,
      unitPrice: product.unitPrice,
      totalPrice,
    },
    subscribers.map((holder) => toMailContact(holder, record.orderStateId)),
  );
}
