import type { CreateEntityItem, EntityItem } from 'electrodb';
import { NewPolicyEntity } from '#data/entities/new-policy';
import { PolicyAttributionEntity } from '#data/entities/policy-attribution';
import { deleteEvery, putEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: the agency's new policies and their attributions to drops. */
const db = /* @__PURE__ */ storeDb({
  newPolicy: NewPolicyEntity,
  policyAttribution: PolicyAttributionEntity,
});

export type NewPolicyItem = EntityItem<typeof NewPolicyEntity>;
export type NewPolicyInput = CreateEntityItem<typeof NewPolicyEntity>;
export type PolicyAttributionItem = EntityItem<typeof PolicyAttributionEntity>;

/** Writes the policies a feed gave (a policy given again is rewritten: a corrected feed). */
export async function putNewPolicies(policies: readonly NewPolicyInput[]): Promise<void> {
  if (policies.length > 0) await putEvery(db().entities.newPolicy, [...policies], 'newPolicy');
}

export async function newPoliciesOf(agencyId: number): Promise<NewPolicyItem[]> {
  const { data } = await db().entities.newPolicy.query.policiesOfAgency({ agencyId }).go({ pages: 'all' });
  return data;
}

export async function attributionsOfAgency(agencyId: number): Promise<PolicyAttributionItem[]> {
  const { data } = await db()
    .entities.policyAttribution.query.attributionsOfAgency({ agencyId })
    .go({ pages: 'all' });
  return data;
}

/** An order's attributions, drop by drop (its results). */
export async function attributionsOfOrder(orderId: string): Promise<PolicyAttributionItem[]> {
  const { data } = await db()
    .entities.policyAttribution.query.attributionsOfOrder({ orderId })
    .go({ pages: 'all' });
  return data;
}

/** Replaces an agency's attributions: the new ones put, those of policies no longer credited deleted. */
export async function replaceAttributions(
  agencyId: number,
  attributions: readonly PolicyAttributionItem[],
): Promise<{ written: number; removed: number }> {
  const kept = new Set(attributions.map((each) => each.policyNumber));
  const gone = (await attributionsOfAgency(agencyId)).filter((each) => !kept.has(each.policyNumber));
  if (attributions.length > 0)
    await putEvery(db().entities.policyAttribution, [...attributions], 'policyAttribution');
  if (gone.length > 0)
    await deleteEvery(
      db().entities.policyAttribution,
      gone.map(({ policyNumber }) => ({ agencyId, policyNumber })),
      'policyAttribution',
    );
  return { written: attributions.length, removed: gone.length };
}
