import type { EntityItem } from 'electrodb';
import { PolicyholderEntity } from '#data/entities/policyholder';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ policyholder: PolicyholderEntity });

export type PolicyholderItem = EntityItem<typeof PolicyholderEntity>;

/** The agency's 6-month auto policies by renewal date (index `annualAutoList`, sparse: 6-month terms only). */
export async function sixMonthPoliciesOf(agencyId: number): Promise<PolicyholderItem[]> {
  const { data } = await db()
    .entities.policyholder.query.annualAutoList({ agencyId, termMonths: 6 })
    .go({ pages: 'all' });
  return data;
}

/** Policies renewing between two days, both included (index `renewalsOfAgency`, a key condition). */
export async function renewalsBetween(
  agencyId: number,
  from: string,
  to: string,
): Promise<PolicyholderItem[]> {
  const { data } = await db()
    .entities.policyholder.query.renewalsOfAgency({ agencyId })
    .between({ renewalDate: from }, { renewalDate: `${to}~` })
    .go({ pages: 'all' });
  return data;
}

/** One agency's policyholders on one cross-sell list, by name (sparse index `crossSellList`). */
export async function loadCrossSellList(
  agencyId: number,
  crossSellType: Exclude<PolicyholderItem['crossSellType'], 'none'>,
): Promise<PolicyholderItem[]> {
  const { data } = await db()
    .entities.policyholder.query.crossSellList({ agencyId, crossSellType })
    .go({ pages: 'all' });
  return data;
}

/** What the recipient step reads of a policyholder (a projection: large agencies have thousands). */
const RECIPIENT_ATTRIBUTES = [
  'agencyId',
  'statCode',
  'policyNumber',
  'policyType',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'email',
  'phone',
  'renewalDate',
  'customerSinceDate',
  'birthDate',
  'motorCycle',
  'waterCraft',
  'rv',
] as const;
export type RecipientRecord = Pick<PolicyholderItem, (typeof RECIPIENT_ATTRIBUTES)[number]>;

/**
 * The policyholders of one agency on the given cross-sell lists (index `crossSellList`, a query per list),
 * or, with no list, every policyholder of the agency (its partition). Never a scan.
 */
export async function policyholdersForRecipients(
  agencyId: number,
  listCodes: readonly PolicyholderItem['crossSellType'][],
): Promise<RecipientRecord[]> {
  const { policyholder } = db().entities;
  if (listCodes.length === 0) {
    const { data } = await policyholder.query
      .policyholdersOfAgency({ agencyId })
      .go({ pages: 'all', attributes: [...RECIPIENT_ATTRIBUTES] });
    return data;
  }
  const lists = await Promise.all(
    listCodes.map(async (crossSellType) => {
      const { data } = await policyholder.query
        .crossSellList({ agencyId, crossSellType })
        .go({ pages: 'all', attributes: [...RECIPIENT_ATTRIBUTES] });
      return data;
    }),
  );
  return lists.flat();
}
