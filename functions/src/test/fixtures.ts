import type { EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { AgencyEntity } from '#data/entities/agency';
import type { ProductEntity } from '#data/entities/product';
import type { UserEntity } from '#data/entities/user';

type AgencyInput = EntityItem<typeof AgencyEntity>;
type ProductInput = EntityItem<typeof ProductEntity>;
type UserInput = EntityItem<typeof UserEntity>;

export async function givenAgency(agency: Partial<AgencyInput> & Pick<AgencyInput, 'agencyId'>) {
  const item: AgencyInput = {
    agencyName: `Agency ${agency.agencyId}`,
    statId: String(1000000 + agency.agencyId),
    isOwnerMaster: false,
    ownerMasterId: 0,
    isLicenseNumberRequired: false,
    address1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    zip: '98101',
    phone: '2065550100',
    policyHoldersCount: 10,
    companySegment: [],
    ...agency,
  };
  await db().entities.agency.put(item).go();
  return item;
}

export async function givenUser(
  user: Partial<UserInput> & Pick<UserInput, 'userName'>,
  agencyIds: number[] = [],
) {
  const item: UserInput = {
    email: user.userName,
    firstName: 'Test',
    lastName: 'User',
    roles: ['Agent'],
    primaryRole: 'Agent',
    defaultAgencyId: 0,
    hasChosenAgency: false,
    ...user,
  };
  await db().entities.user.put(item).go();
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
  const item: ProductInput = {
    name: `Product ${product.productId}`,
    itemNumber: `AP-${product.productId}`,
    description: 'A brochure.',
    unitPrice: 125,
    unitOfMeasure: 'EA',
    quantityPerUnit: 1,
    deliveryType: 1,
    canAddToCart: true,
    isPersonalizable: false,
    hasProductDataType: false,
    isDownloadble: false,
    isCustomizeDownloadble: false,
    isExpressOrderingAllowed: false,
    programTypes: ['Other'],
    productTypes: ['Auto'],
    productFormat: 'Brochures',
    productCategory: 'Auto',
    tactics: [],
    isIgniteEligible: false,
    tags: [],
    messages: [],
    isRequireShipping: true,
    isKitItem: false,
    isEmail: false,
    isSubscription: false,
    isWelcomeKit: false,
    availabilityStates: [],
    created: '2026-01-01T00:00:00.000Z',
    ...product,
  };
  await db().entities.product.put(item).go();
  return item;
}
