import type { RecipientsQuery } from '@msc/shared/api/personalization';
import { now as clockNow, nowMs } from '@msc/shared/clock';
import { apiErrors, errors } from '@msc/shared/messages';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { RecipientRow, SetRecipients, SetSubscription } from '@msc/shared/model/recipients';
import type { CrossSellCode } from '@msc/shared/rules/constants';
import { mailedPricing } from '@msc/shared/rules/holdout-choice';
import {
  byRecipientName,
  eligibleListCodes,
  hasMailingAddress,
  matchesRecipientSearch,
} from '@msc/shared/rules/recipient-eligibility';
import { retentionRecipientList } from '@msc/shared/rules/recipient-step-routing';
import { subscriberPrice, subscriptionSummary, subscriptionTotals } from '@msc/shared/rules/subscription';
import type * as z from 'zod';
import { type AgencyItem, agencyForUser, subCodesOf } from '#agency/index';
import { productById } from '#catalog/index';
import { businessRule, notFound } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import {
  policyholderAddress,
  policyholdersForRecipients,
  type RecipientRecord,
  sixMonthPoliciesOf,
} from '#policyholders/index';
import { currentWinBackEntriesOf, type WinBackEntryItem } from '#retention/index';
import { suppressedEmails } from '#suppression/index';
import { cleanRecipients } from './list-cleaning';
import { setListRecipients } from './list-recipients';
import type { OrderStateRecord } from './personalization-store';
import { returnedMailCheck } from './returned-mail';
import { saveRecipients } from './save-order-state';

/**
 * Step 2 on the server (spec 2 §2 "CrossSell: policyholder selection", §5): the agency's eligible
 * policyholders, and the recipients built from them. The browser names policy numbers or a count, never
 * an address or a price.
 */

/** How long a warm Lambda reuses an agency's eligible list (the lists change with the monthly feed). */
const ELIGIBLE_LIST_TTL_MS = 60_000;
const ELIGIBLE_LISTS_KEPT = 20;

/** The eligible recipients, and how many the suppression list (opt-outs) removed from the program's list. */
export interface EligibleList {
  list: RecipientRecord[];
  suppressedCount: number;
}
const eligibleLists = new Map<string, { at: number; list: Promise<EligibleList> }>();

/**
 * The policyholders the order state may mail, by name: those of its agency (an owner master's include
 * its sub codes', as on the renewal lists) on the program's list — the cross-sell lists of the piece, the
 * current Win Back list, the recommended 6-month auto policies, the pet list, or (referral) the whole
 * book — with a whole address and not on the suppression list. Step 2 asks for it on every page, search
 * and summary: a warm Lambda shares one read per agency and list for a minute (a large book takes
 * seconds to read).
 */
export async function eligibleRecipients(
  ctx: RequestContext,
  record: OrderStateRecord,
  now = nowMs(),
): Promise<RecipientRecord[]> {
  return (await eligibleList(ctx, record, now)).list;
}

export async function eligibleList(
  ctx: RequestContext,
  record: OrderStateRecord,
  now = nowMs(),
): Promise<EligibleList> {
  // Membership first: the cache never answers for an agency the caller may not act for.
  const agency = await agencyForUser(ctx.user, record.agencyId);
  const source = recipientSourceOf(record);
  const chosen = record.subCodeStatIds ?? [];
  const key = `${agency.agencyId}|${agency.isOwnerMaster}|${source.kind}|${source.codes.join(',')}|${chosen.join(',')}`;
  const kept = eligibleLists.get(key);
  if (kept && now - kept.at < ELIGIBLE_LIST_TTL_MS) return kept.list;
  const list = agenciesToMail(agency, chosen).then((agencyIds) => readEligible(agencyIds, source));
  eligibleLists.set(key, { at: now, list });
  list.catch(() => eligibleLists.delete(key));
  if (eligibleLists.size > ELIGIBLE_LISTS_KEPT) eligibleLists.delete(eligibleLists.keys().next().value!);
  return list;
}

type RecipientSource = { kind: 'policyholders' | 'win-back' | 'annual-auto'; codes: CrossSellCode[] };

/** Which list of the agency's customers the order state's program mails (spec 2 §2 step 2 variants). */
function recipientSourceOf(record: OrderStateRecord): RecipientSource {
  const list = retentionRecipientList(record.programType);
  if (list === 'win-back' || list === 'annual-auto') return { kind: list, codes: [] };
  if (list === 'pet') return { kind: 'policyholders', codes: ['PI'] };
  return { kind: 'policyholders', codes: eligibleListCodes(record) };
}

/** A Win Back entry as a recipient: a former customer has no renewal date or specialty lines. */
const winBackRecipient = (entry: WinBackEntryItem): RecipientRecord => ({
  agencyId: entry.agencyId,
  statCode: entry.statCode,
  policyNumber: entry.policyNumber,
  policyType: entry.policyType,
  firstName: entry.firstName,
  lastName: entry.lastName,
  addressLine1: entry.addressLine1,
  addressLine2: entry.addressLine2,
  city: entry.city,
  state: entry.state,
  postalCode: entry.postalCode,
  email: entry.email,
  phone: entry.phone,
  renewalDate: '',
  customerSinceDate: entry.customerSinceDate,
  motorCycle: false,
  waterCraft: false,
  rv: false,
});

/** One agency's (sub code's) customers on the source's list. */
async function listOf(agencyId: number, source: RecipientSource): Promise<RecipientRecord[]> {
  if (source.kind === 'win-back') return (await currentWinBackEntriesOf(agencyId)).map(winBackRecipient);
  if (source.kind === 'annual-auto') {
    // Spec 2 §2: the annual-auto list's recommended indicator defaults to true.
    return (await sixMonthPoliciesOf(agencyId)).filter((holder) => holder.recommendedIndicator);
  }
  return policyholdersForRecipients(agencyId, source.codes);
}

/**
 * The agencies whose customers the order mails: the agency and, for an owner master, its sub codes — or
 * only the sub codes chosen on the annual-auto sub-code pages (checked again: one no longer a sub code of
 * the agency answers 404).
 */
async function agenciesToMail(
  agency: { agencyId: number; isOwnerMaster: boolean },
  chosen: readonly string[],
): Promise<number[]> {
  const subCodes = agency.isOwnerMaster ? await subCodesOf(agency.agencyId) : [];
  if (chosen.length === 0) return [agency.agencyId, ...subCodes.map((subCode) => subCode.agencyId)];
  return chosenSubCodes(subCodes, chosen);
}

/** The agency ids of the chosen sub codes (stat ids); any not among `subCodes` answers 404. */
export function chosenSubCodes(subCodes: readonly AgencyItem[], chosen: readonly string[]): number[] {
  const byStatId = new Map(subCodes.map((subCode) => [subCode.statId, subCode.agencyId]));
  return chosen.map((statId) => {
    const agencyId = byStatId.get(statId);
    if (agencyId === undefined) throw notFound();
    return agencyId;
  });
}

async function readEligible(agencyIds: readonly number[], source: RecipientSource): Promise<EligibleList> {
  const lists = await Promise.all(agencyIds.map((agencyId) => listOf(agencyId, source)));
  const byPolicy = new Map<string, RecipientRecord>();
  for (const holder of lists.flat()) {
    if (hasMailingAddress(holder)) byPolicy.set(holder.policyNumber, holder);
  }
  // Every list recipients are drawn from honours the suppression list (an opt-out is never mailed), and
  // says how many went.
  const suppressed = await suppressedEmails([...byPolicy.values()].flatMap((holder) => holder.email ?? []));
  let suppressedCount = 0;
  for (const [policyNumber, holder] of byPolicy) {
    if (holder.email && suppressed.has(holder.email.trim().toLowerCase())) {
      byPolicy.delete(policyNumber);
      suppressedCount++;
    }
  }
  return { list: [...byPolicy.values()].sort(byRecipientName), suppressedCount };
}

const selectedPolicies = (record: OrderStateRecord) =>
  new Set(record.mailContacts.flatMap((contact) => (contact.policyNumber ? [contact.policyNumber] : [])));

function toRow(holder: RecipientRecord, selected: ReadonlySet<string>): RecipientRow {
  return {
    policyNumber: holder.policyNumber,
    policyType: holder.policyType,
    ...policyholderAddress(holder),
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
  const { list: eligible, suppressedCount } = await eligibleList(ctx, record);
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
    suppressedCount,
  };
}

function toMailContact(holder: RecipientRecord, orderStateId: string): MailContact {
  return {
    ...policyholderAddress(holder),
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

/**
 * Sets the recipients: mail contacts from the server's records, cleaned (standardized, the duplicates and
 * incomplete addresses left out, one per household when the agent asked), the cleaned count, the price at
 * the product's price. `optedOut` is how many opt-outs the choice lost: the suppressed part of the
 * program's list when the agent chose all of it (a re-cleaning passes the earlier figure on).
 */
export async function setRecipients(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: SetRecipients,
  options: { onePerHousehold?: boolean; optedOut?: number } = {},
): Promise<OrderStateRecord> {
  const onePerHousehold = options.onePerHousehold ?? record.listCleaning?.onePerHousehold ?? false;
  if ('mailListId' in body) {
    return setListRecipients(ctx, record, body, { onePerHousehold, optedOut: options.optedOut });
  }
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  const { list: eligible, suppressedCount } = await eligibleList(ctx, record);
  const recipients = chosen(eligible, body).map((holder) => toMailContact(holder, record.orderStateId));
  const { mailContacts: cleaned, listCleaning } = cleanRecipients(recipients, {
    onePerHousehold,
    optedOut: options.optedOut ?? ('all' in body ? suppressedCount : 0),
    unitPrice: product.unitPrice,
    isReturned: await returnedMailCheck(recipients),
  });
  if (cleaned.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const mailContacts = cleaned;
  const priced = {
    ...record,
    mailListId: undefined,
    suppressedCount: undefined,
    listCleaning,
    availableCount: eligible.length,
    unitPrice: product.unitPrice,
    // The held out (step 4's holdout) are neither mailed nor charged: the count is the mailed ones'.
    ...mailedPricing(mailContacts.length, product.unitPrice, record.holdout),
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
  now = clockNow(),
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
 * Subscribes the chosen policyholders for 3 or 6 months: they are the mail contacts, cleaned as the
 * wizard cleans a choice (the same cleaning: standardized, the duplicates and incomplete addresses left
 * out, one per household when asked); the order's count is the cards the cleaned subscribers will get
 * (seasonal and birthday), priced at the card's price (spec 2 §1-§3).
 */
export async function setSubscription(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: SetSubscription,
  options: { onePerHousehold?: boolean; optedOut?: number } = {},
  now = clockNow(),
): Promise<OrderStateRecord> {
  const product = await subscriptionProduct(record);
  const { list: eligible, suppressedCount } = await eligibleList(ctx, record);
  const subscribers = chosen(eligible, body.recipients);
  if (subscribers.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const summaryOf = (selected: readonly RecipientRecord[]) =>
    subscriptionSummary({
      list: eligible,
      selected,
      months: body.subscriptionPeriod,
      unitPriceCents: product.unitPrice,
      now,
    });
  const contacts = subscribers.map((holder) => toMailContact(holder, record.orderStateId));
  const { mailContacts, listCleaning } = cleanRecipients(contacts, {
    isReturned: await returnedMailCheck(contacts),
    onePerHousehold: options.onePerHousehold ?? record.listCleaning?.onePerHousehold ?? false,
    optedOut: options.optedOut ?? ('all' in body.recipients ? suppressedCount : 0),
    // A removed subscriber saves the cards of a subscriber (step 4's summary prices it the same way).
    unitPrice: subscriberPrice(summaryOf([]), product.unitPrice),
  });
  if (mailContacts.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const kept = new Set(mailContacts.map((contact) => contact.policyNumber));
  const rows = summaryOf(subscribers.filter((holder) => kept.has(holder.policyNumber)));
  const { cards, totalPrice } = subscriptionTotals(rows);
  return saveRecipients(
    {
      ...record,
      listCleaning,
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
    mailContacts,
  );
}
