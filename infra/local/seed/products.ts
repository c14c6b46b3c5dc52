import type { ProductEntity } from '@msc/functions/data/entities/product';
import type { ProgramType } from '@msc/shared/model/enums';
import type { EntityItem } from 'electrodb';
import { CATALOGUE_IDS } from './catalogue-ids';
import { SPEC_ITEMS } from './catalogue-spec-items';
import { marketingCopy } from './product-copy';
import { fakerFor } from './random';

export type ProductSeed = EntityItem<typeof ProductEntity>;

interface Family {
  format: string;
  suffix: string;
  programTypes: ProgramType[];
  physical: boolean;
  price: [number, number];
  unit: ProductSeed['unitOfMeasure'];
  perUnit: number;
  names: string[];
  email?: boolean;
  personalizable?: boolean;
  tags?: string[];
}

const LINES = [
  'Auto',
  'Home',
  'Umbrella',
  'Renters',
  'Landlord Protection',
  'Pet',
  'Motorcycle',
  'RV',
  'Watercraft',
  'Life',
];
const TACTICS = ['Win-back', 'Moving', 'Referral', 'Check-up', 'Renewal', 'Welcome', 'Seasonal', 'Event'];

const FAMILIES: Family[] = [
  {
    format: 'Brochures',
    suffix: 'B',
    programTypes: ['Other'],
    physical: true,
    price: [35, 150],
    unit: 'PK',
    perUnit: 25,
    names: [
      'Coverage Guide',
      'Protect What Matters',
      'Bundle and Save',
      'Claims Made Simple',
      'Questions to Ask',
    ],
  },
  {
    format: 'Posters',
    suffix: 'P',
    programTypes: ['Other', 'Retention'],
    physical: true,
    price: [400, 1200],
    unit: 'EA',
    perUnit: 1,
    names: ['Office Poster', 'Insurance Check-up Poster', 'Lobby Display', 'Window Poster'],
  },
  {
    format: 'Note Cards',
    suffix: 'N',
    programTypes: ['Retention'],
    physical: true,
    price: [1200, 2400],
    unit: 'BOX',
    perUnit: 50,
    names: [
      'Thank You Note Cards',
      'Welcome Note Cards',
      'Sympathy Note Cards',
      'Congratulations Note Cards',
    ],
    tags: ['notecard', 'note cards'],
  },
  {
    format: 'Forms',
    suffix: 'F',
    programTypes: ['Retention', 'AgencyReferral'],
    physical: true,
    price: [300, 900],
    unit: 'PAD',
    perUnit: 50,
    names: ['Insurance Check-up Form', 'Client Referral Card', 'Coverage Review Worksheet'],
  },
  {
    format: 'Kits',
    suffix: 'K',
    programTypes: ['AgencyReferral', 'Other'],
    physical: true,
    price: [1500, 4500],
    unit: 'KIT',
    perUnit: 1,
    names: ['Client Referral Toolkit', 'Event Kit', 'New Agent Welcome Kit'],
  },
  {
    format: 'Letter Templates',
    suffix: 'L',
    programTypes: ['CrossSell', 'Prospecting', 'Retention', 'WinBack', 'AnnualAuto', 'DataListUpload'],
    physical: false,
    price: [52, 95],
    unit: 'EA',
    perUnit: 1,
    names: ['Letter', 'Renewal Letter', 'Introduction Letter', 'Savings Letter'],
    personalizable: true,
  },
  {
    format: 'Postcards',
    suffix: 'C',
    programTypes: ['Prospecting', 'Retention', 'DataListUpload'],
    physical: false,
    price: [38, 70],
    unit: 'EA',
    perUnit: 1,
    names: ['Postcard', 'Reminder Postcard', 'Event Postcard'],
    personalizable: true,
  },
  {
    format: 'Email',
    suffix: 'E',
    programTypes: ['CrossSellEmail', 'PetInsurance', 'Retention', 'Prospecting'],
    physical: false,
    price: [5, 15],
    unit: 'EA',
    perUnit: 1,
    names: ['Email', 'Email Series', 'Newsletter Email'],
    email: true,
    personalizable: true,
  },
  {
    format: 'Digital Ads',
    suffix: 'D',
    programTypes: ['Other'],
    physical: false,
    price: [0, 0],
    unit: 'EA',
    perUnit: 1,
    names: ['Social Media Post', 'Web Banner', 'Online Ad'],
  },
];

const DAY_MS = 86_400_000;

function baseProduct(
  productId: string,
  created: Date,
): Omit<
  ProductSeed,
  'itemNumber' | 'name' | 'description' | 'unitPrice' | 'programTypes' | 'productFormat' | 'productCategory'
> {
  return {
    productId,
    unitOfMeasure: 'EA',
    quantityPerUnit: 1,
    deliveryType: 1,
    canAddToCart: false,
    isPersonalizable: false,
    hasProductDataType: false,
    isDownloadble: false,
    isCustomizeDownloadble: false,
    isExpressOrderingAllowed: false,
    productTypes: [],
    tactics: [],
    isIgniteEligible: false,
    tags: [],
    messages: [],
    isRequireShipping: false,
    isKitItem: false,
    isEmail: false,
    isSubscription: false,
    isWelcomeKit: false,
    availabilityStates: [],
    created: created.toISOString(),
  };
}

function generated(family: Family, itemNumber: string, productId: string, created: Date): ProductSeed {
  // Each product draws from its own faker: its attributes never depend on its neighbours.
  const faker = fakerFor(`product:${itemNumber}`);
  const line = faker.helpers.arrayElement(LINES);
  const name = `${line} ${faker.helpers.arrayElement(family.names)}`;
  const programTypes = faker.helpers.arrayElements(family.programTypes, { min: 1, max: 2 });
  const restricted = faker.number.float({ min: 0, max: 1 });
  const limited = family.physical && faker.datatype.boolean({ probability: 0.35 });
  const limit = faker.helpers.arrayElement([10, 25, 50, 100, 250]);
  const isDownload =
    family.format === 'Digital Ads' || (!family.physical && faker.datatype.boolean({ probability: 0.1 }));
  return {
    ...baseProduct(productId, created),
    itemNumber,
    name,
    description: marketingCopy(faker, family.format, line),
    unitPrice: faker.number.int({ min: family.price[0], max: family.price[1] }),
    unitOfMeasure: family.unit,
    quantityPerUnit: family.perUnit,
    programTypes,
    productTypes: [line],
    productFormat: family.format,
    productCategory: ['Auto', 'Home', 'Umbrella', 'Renters', 'Pet'].includes(line) ? line : 'Specialty',
    tactics: faker.helpers.arrayElements(TACTICS, { min: 0, max: 2 }),
    tags: family.tags ?? [],
    deliveryType: family.physical ? 1 : family.email || isDownload ? 2 : 1,
    canAddToCart: family.physical,
    isRequireShipping: family.physical,
    isKitItem: family.unit === 'KIT',
    isEmail: Boolean(family.email),
    isPersonalizable: Boolean(family.personalizable),
    hasProductDataType: Boolean(family.personalizable),
    productDataType: family.personalizable ? 1 : undefined,
    isDownloadble: isDownload,
    downloadableFileName: isDownload ? `${itemNumber}.pdf` : undefined,
    // The New Agent Welcome Kit is also a customizable download (spec 2 §4: the welcome kit's commit).
    isCustomizeDownloadble:
      (isDownload && faker.datatype.boolean({ probability: 0.4 })) || name.includes('Welcome Kit'),
    isWelcomeKit: name.includes('Welcome Kit'),
    isIgniteEligible: faker.datatype.boolean({ probability: 0.3 }),
    restriction: restricted < 0.08 ? 'NotForMA' : restricted < 0.13 ? 'NotForCO' : undefined,
    availabilityStates: faker.datatype.boolean({ probability: 0.1 })
      ? faker.helpers.arrayElements(['WA', 'OR', 'CA', 'TX', 'IL', 'OH', 'GA', 'NY', 'AZ'], 5)
      : [],
    limitAvailable: limited ? limit : undefined,
    limitText: limited ? String(limit) : undefined,
    // Drawn last, so the attributes above stay as they were before stock was kept.
    stockOnHand:
      family.physical && faker.datatype.boolean({ probability: 0.4 })
        ? faker.number.int({ min: 5, max: 400 })
        : undefined,
    // Kits are costly: an order with one waits for approval (order status 2).
    requiresApproval: family.unit === 'KIT',
  };
}

/**
 * The demo catalogue: the spec's named items first, then generated families, with the pinned item
 * numbers and ids of CATALOGUE_IDS (the item number's suffix names the family). Product i was created
 * (260 - i) days before `now`, so "newest" sorts the generated families first.
 */
export function planProducts(now: Date): ProductSeed[] {
  const total = CATALOGUE_IDS.length;
  const createdAt = (index: number) => new Date(now.getTime() - (total - index) * DAY_MS);
  return CATALOGUE_IDS.map(({ itemNumber, productId }, index) => {
    const spec = SPEC_ITEMS[index];
    if (spec) {
      if (spec.itemNumber !== itemNumber) throw new Error(`Catalogue ids out of order at ${itemNumber}`);
      return { ...baseProduct(productId, createdAt(index)), ...spec };
    }
    const family = FAMILIES.find((candidate) => itemNumber.endsWith(candidate.suffix));
    if (!family) throw new Error(`No product family for ${itemNumber}`);
    return generated(family, itemNumber, productId, createdAt(index));
  });
}
