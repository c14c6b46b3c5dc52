import type { EntityItem } from 'electrodb';
import type { AgencyEntity } from '#data/entities/agency';
import type { UserEntity } from '#data/entities/user';
import { db } from '#platform/db';
import { indexAgency, indexUser } from '#platform/search-indexing-store';
import { type ProductInput, productItem } from './product-item';

type AgencyInput = EntityItem<typeof AgencyEntity>;
type UserInput = EntityItem<typeof UserEntity>;

export async function givenAgency(agency: Partial<AgencyInput> & Pick<AgencyInput, 'agencyId'>) {
  const item: AgencyInput = {
    agencyName: `Agency ${agency.agencyId}`,
    statId: String(1000000 + agency.agencyId),
    isOwnerMaster: false,
    ownerMasterId: 0,
    isLicenseNumberRequired: false,
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101',
    phone: '2065550100',
    policyHoldersCount: 10,
    companySegment: [],
    ...agency,
  };
  await db().entities.agency.put(item).go();
  await indexAgency(item);
  return item;
}

/** A user item as the company's directory writes one: an Agent with no default agency unless told. */
export const userItem = (user: Partial<UserInput> & Pick<UserInput, 'userName'>): UserInput => ({
  email: user.userName,
  firstName: 'Test',
  lastName: 'User',
  roles: ['Agent'],
  primaryRole: 'Agent',
  defaultAgencyId: 0,
  hasChosenAgency: false,
  ...user,
});

/** A user (userItem), in the staff searches' index, with memberships of existing agencies. */
export async function givenUser(
  user: Partial<UserInput> & Pick<UserInput, 'userName'>,
  agencyIds: number[] = [],
) {
  const item = userItem(user);
  await db().entities.user.put(item).go();
  await indexUser(item);
  for (const agencyId of agencyIds) {
    const { data: agency } = await db().entities.agency.get({ agencyId }).go();
    if (!agency) throw new Error(`givenUser: agency ${agencyId} does not exist`);
    await db()
      .entities.agencyMembership.put({
        userName: item.userName,
        agencyId,
        agencyName: agency.agencyName,
        statId: agency.statId,
        isOwnerMaster: agency.isOwnerMaster,
      })
      .go();
  }
  return item;
}

export async function givenProduct(product: Partial<ProductInput> & Pick<ProductInput, 'productId'>) {
  const item = productItem(product);
  await db().entities.product.put(item).go();
  return item;
}
