import type { BenefitUse } from '@msc/shared/rules/discount-eligibility';
import type { EntityItem } from 'electrodb';
import { DiscountCodeEntity, DiscountCodeUseEntity } from '#data/entities/discount-code';
import { IgniteDetailsEntity } from '#data/entities/ignite-details';
import { getEvery } from '#platform/batch-calls';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import { type TransactWriteItem, transactItems } from '#platform/transact-write';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  discountCode: DiscountCodeEntity,
  discountCodeUse: DiscountCodeUseEntity,
  igniteDetails: IgniteDetailsEntity,
});

export type IgniteDetailsItem = EntityItem<typeof IgniteDetailsEntity>;
export type DiscountCodeItem = EntityItem<typeof DiscountCodeEntity>;

/** The agency's ignite (incentive) details; none when it has no incentive. */
export async function loadIgniteDetails(agencyId: number): Promise<IgniteDetailsItem | undefined> {
  const { data } = await db().entities.igniteDetails.get({ agencyId }).go();
  return data ?? undefined;
}

/** The stored terms of the codes (keys ignore case); unknown codes are absent. */
export async function discountCodesByCode(codes: readonly string[]): Promise<DiscountCodeItem[]> {
  if (codes.length === 0) return [];
  const data = await getEvery(
    [...new Set(codes)].map((code) => ({ code })),
    (keys) => db().entities.discountCode.get(keys).go(),
    'discountCode',
  );
  return data;
}

/** Every discount code, by code (the Admin Center's list). */
export async function allDiscountCodes(): Promise<DiscountCodeItem[]> {
  const { data } = await db().entities.discountCode.query.allDiscountCodes({}).go({ pages: 'all' });
  return data;
}

/** A new code; false when one of that code exists already (keys ignore case), nothing written then. */
export async function createDiscountCode(item: DiscountCodeItem): Promise<boolean> {
  try {
    await db().entities.discountCode.create(item).go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

type DiscountCodeTerms = Omit<DiscountCodeItem, 'code' | 'timesUsed' | 'igniteTier'>;

/** New terms for an existing code; its uses and tier stay. A cap left out is no cap. */
export async function saveDiscountCodeTerms(code: string, terms: DiscountCodeTerms): Promise<void> {
  const absent = (['description', 'maxUses', 'maxUsesPerAgency'] as const).filter(
    (name) => terms[name] === undefined,
  );
  const update = db().entities.discountCode.patch({ code }).set(terms);
  await (absent.length > 0 ? update.remove([...absent]) : update).go();
}

/** Placed orders of the agency that used the code. */
export async function discountCodeUses(code: string, agencyId: number): Promise<number> {
  const { data } = await db().entities.discountCodeUse.get({ code, agencyId }).go();
  return data?.uses ?? 0;
}

/**
 * The writes that count the limited benefits an order uses, for the order's transaction, each on condition
 * one is left (the last free mailing or the last use of a capped code goes to one order only). They come
 * last in the transaction: a rejection among the last `length` writes means a benefit was used up.
 */
export function benefitUseTransactItems(
  agencyId: number,
  benefits: BenefitUse,
  updated: string,
): TransactWriteItem[] {
  if (!benefits.incentive && !benefits.code) return [];
  const made = db().transaction.write(({ igniteDetails, discountCode, discountCodeUse }) => {
    const writes = [];
    if (benefits.incentive) {
      const incentive = igniteDetails.patch({ agencyId }).add({ usage: 1 }).set({ updated });
      writes.push(
        benefits.freeMailing
          ? incentive
              .subtract({ remaining: 1 })
              .where(({ remaining }, { gt }) => gt(remaining, 0))
              .commit()
          : incentive.commit(),
      );
    }
    if (benefits.code) {
      const { code, maxUses, maxUsesPerAgency } = benefits.code;
      const total = discountCode.patch({ code }).add({ timesUsed: 1 });
      writes.push(
        maxUses === undefined
          ? total.commit()
          : total.where(({ timesUsed }, { lt }) => lt(timesUsed, maxUses)).commit(),
      );
      const perAgency = discountCodeUse.update({ code, agencyId }).add({ uses: 1 });
      writes.push(
        maxUsesPerAgency === undefined
          ? perAgency.commit()
          : perAgency
              .where(({ uses }, { notExists, lt }) => `${notExists(uses)} OR ${lt(uses, maxUsesPerAgency)}`)
              .commit(),
      );
    }
    return writes;
  });
  return transactItems(made.params());
}
