import * as z from 'zod';
import { SubscriptionPeriod } from './enums';
import { Id } from './fields';
import { mailContactShape } from './postal-address';
import { postalWire } from './postal-wire';

/**
 * Step 2 of a personalized piece: the agency's eligible policyholders and the recipients chosen among
 * them (spec 2 §2 "CrossSell: policyholder selection", §4; §5 step-2 review count).
 */

/** The most recipients one order state takes (a large agency's whole book). */
export const MAX_RECIPIENTS = 50_000;

const PolicyNumber = z.string().min(1).max(50);

/**
 * A row of the self-selection table: an eligible policyholder, and whether the order state mails it. On the
 * wire it is a policyholder row (address1, zip).
 */
export const RecipientRow = postalWire(
  z.object({
    policyNumber: z.string(),
    policyType: z.string(),
    ...mailContactShape,
    /** The agency (sub code) the policyholder belongs to. */
    statCode: z.string(),
    selected: z.boolean(),
  }),
);
export type RecipientRow = z.infer<typeof RecipientRow>;

/**
 * Who the piece goes to. The server builds the mail contacts from its own policyholder records, prices
 * them with the product's unit price and answers the whole order state:
 * - `all`: every eligible policyholder ('Would you like to send to all Policyholders?' Yes), less `except`;
 * - `policyNumbers`: the ones ticked in the self-selection table;
 * - `count`: the step-2 review's order count (the first eligible policyholders by name).
 */
const AllRecipients = z.strictObject({
  all: z.literal(true),
  except: z.array(PolicyNumber).max(MAX_RECIPIENTS).optional(),
});
const PickedRecipients = z.strictObject({ policyNumbers: z.array(PolicyNumber).min(1).max(MAX_RECIPIENTS) });
const MailListContactId = z.string().min(1).max(20);
/**
 * Data list (own list, spec 2 §2 DataListUpload): records of one of the user's agency lists, all of them
 * less `except`, or the ticked ones (by `mailListContactId`). The server reads the records and drops the
 * ones on the opt-out list.
 */
const ListRecipients = z.union([
  z.strictObject({
    mailListId: Id,
    all: z.literal(true),
    except: z.array(MailListContactId).max(MAX_RECIPIENTS).optional(),
  }),
  z.strictObject({
    mailListId: Id,
    mailListContactIds: z.array(MailListContactId).min(1).max(MAX_RECIPIENTS),
  }),
]);
export const SetRecipients = z.union([
  AllRecipients,
  PickedRecipients,
  z.strictObject({ count: z.number().int().min(1).max(MAX_RECIPIENTS) }),
  ListRecipients,
]);
export type SetRecipients = z.infer<typeof SetRecipients>;

/**
 * A relationship-marketing subscription (spec 2 §2 "Retention subscription"): its months and the
 * policyholders subscribed (all less `except`, or the ticked ones); the server works out the cards.
 */
export const SetSubscription = z.strictObject({
  subscriptionPeriod: SubscriptionPeriod,
  recipients: z.union([AllRecipients, PickedRecipients]),
});
export type SetSubscription = z.infer<typeof SetSubscription>;
