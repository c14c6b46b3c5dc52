import { IsoDate } from '@msc/shared/model/fields';
import { POSTAL_WIRE_NAMES, postalWire, prefixedPostalNames } from '@msc/shared/model/postal-wire';
import type { NewPolicy } from '@msc/shared/rules/match-back';
import * as z from 'zod';
import { type FeedObject, readFeed } from '#retention/index';

/**
 * The carrier's feed of an agency's new policies (issue 48), one file a day (`feeds/new-policies/YYYY-MM-DD.csv`
 * in the uploads bucket, like the Moving and Win Back feeds; `npm run feed -- new-policies <day>` drops a
 * generated one locally). The job reads it through `NEW_POLICY_FEED`: a real provider's API plugs in behind
 * the same adapter (list what is new, read one as rows).
 */
export const NEW_POLICY_FEED_NAMES = { ...POSTAL_WIRE_NAMES, ...prefixedPostalNames('prior') } as const;

const zip = z.string().regex(/^\d{5}(-\d{4})?$/);
export const NewPolicyFeedRow = postalWire(
  z.object({
    agencyId: z.coerce.number().int().positive(),
    policyNumber: z.string().min(1).max(40),
    policyType: z.string().min(1).max(40),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    addressLine1: z.string().min(1).max(200),
    addressLine2: z.string().max(200).optional(),
    city: z.string().min(1).max(100),
    state: z.string().regex(/^[A-Z]{2}$/),
    postalCode: zip,
    writtenDate: IsoDate,
    /** Annual premium in dollars and cents as the carrier writes it ("1234.50"). */
    premium: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/),
    priorAddressLine1: z.string().max(200).optional(),
    priorAddressLine2: z.string().max(200).optional(),
    priorCity: z.string().max(100).optional(),
    priorState: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    priorPostalCode: zip.optional(),
  }),
  NEW_POLICY_FEED_NAMES,
);
export type NewPolicyFeedRow = z.output<typeof NewPolicyFeedRow>;

export const NEW_POLICY_FEED_COLUMNS = [
  'agencyId',
  'policyNumber',
  'policyType',
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zip',
  'writtenDate',
  'premium',
] as const;
/** Every column a new-policy feed may carry, in the order the generator writes them. */
export const NEW_POLICY_FEED_ALL_COLUMNS = Object.keys(NewPolicyFeedRow.in.shape);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "1234.5" → 123450 cents, exactly (no floating point). */
function premiumCentsOf(premium: string): number {
  const [dollars, cents = ''] = premium.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** A policy's fields as a feed row and a stored policy both have them, the premium in cents. */
type PolicyFields = Omit<NewPolicyFeedRow, 'agencyId' | 'policyType' | 'premium'> & { premiumCents: number };

/** A policy as the match-back reads it (the prior address only when it is given whole). */
export function newPolicyOf(row: PolicyFields): NewPolicy {
  const { priorAddressLine1, priorAddressLine2, priorCity, priorState, priorPostalCode } = row;
  return {
    policyNumber: row.policyNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    writtenDate: row.writtenDate,
    premiumCents: row.premiumCents,
    priorAddress:
      priorAddressLine1 && priorCity && priorState && priorPostalCode
        ? {
            addressLine1: priorAddressLine1,
            addressLine2: priorAddressLine2,
            city: priorCity,
            state: priorState,
            postalCode: priorPostalCode,
          }
        : undefined,
  };
}

/** Where new policies come from: the feed files' adapter (the local generator drops files the same way). */
export interface NewPolicySource {
  /** The retention feed the files are kept under (their read records, the overdue alarm). */
  feedName: 'newPolicies';
  read(feed: FeedObject): ReturnType<typeof readFeed<typeof NewPolicyFeedRow>>;
}

/** A feed row as the match-back reads it. */
export const policyOfRow = (row: NewPolicyFeedRow) =>
  newPolicyOf({ ...row, premiumCents: premiumCentsOf(row.premium) });

export const NEW_POLICY_FEED: NewPolicySource = {
  feedName: 'newPolicies',
  read: (feed) => readFeed(feed, NewPolicyFeedRow, NEW_POLICY_FEED_COLUMNS, DAY),
};
