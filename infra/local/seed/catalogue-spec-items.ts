import { EXPRESS_ORDER_ITEM_NUMBERS } from '@msc/shared/rules/constants';
import type { ProductSeed } from './products';

type SpecItem = Pick<
  ProductSeed,
  | 'itemNumber'
  | 'name'
  | 'description'
  | 'unitPrice'
  | 'programTypes'
  | 'productTypes'
  | 'productFormat'
  | 'productCategory'
> &
  Partial<ProductSeed>;

const directMail = {
  deliveryType: 1,
  isPersonalizable: true,
  hasProductDataType: true,
  productDataType: 1,
  canAddToCart: false,
  isRequireShipping: false,
} as const;
const download = {
  deliveryType: 2,
  isDownloadble: true,
  canAddToCart: false,
  isRequireShipping: false,
} as const;

/** The products the spec names by item number, with what the spec says about them. */
const SPEC_ITEM_COPY: SpecItem[] = [
  {
    ...directMail,
    itemNumber: 'AP-8083',
    name: 'Auto-to-Home Cross-sell Letter',
    description:
      'Invite your auto-only customers to protect their home with the same agency. Mailed about a month before renewal.',
    unitPrice: 58,
    programTypes: ['CrossSell'],
    productTypes: ['Home'],
    productFormat: 'Letter Templates',
    productCategory: 'Home',
    isIgniteEligible: true,
  },
  {
    ...directMail,
    itemNumber: 'AP-8083LU',
    name: 'Auto-to-Home Cross-sell Letter (Large Universe)',
    description: 'The auto-to-home letter sized for owner masters mailing across many sub codes.',
    unitPrice: 55,
    programTypes: ['CrossSell'],
    productTypes: ['Home'],
    productFormat: 'Letter Templates',
    productCategory: 'Home',
  },
  {
    ...directMail,
    itemNumber: 'AP-8084',
    name: 'Home-to-Auto Cross-sell Letter',
    description: 'Show home-only customers what bundling their auto policy can save them.',
    unitPrice: 58,
    programTypes: ['CrossSell'],
    productTypes: ['Auto'],
    productFormat: 'Letter Templates',
    productCategory: 'Auto',
    isIgniteEligible: true,
  },
  {
    ...directMail,
    itemNumber: 'AP-8085',
    name: 'Umbrella-to-Auto Cross-sell Letter',
    description: 'Reach umbrella customers who insure their cars elsewhere.',
    unitPrice: 58,
    programTypes: ['CrossSell'],
    productTypes: ['Auto', 'Umbrella'],
    productFormat: 'Letter Templates',
    productCategory: 'Umbrella',
  },
  {
    ...download,
    itemNumber: 'AP-9626E',
    name: 'Renters Insurance Flyer (Do-it-yourself)',
    description: 'Download, print and hand out: renters coverage for customers who rent their home.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Renters'],
    productFormat: 'Flyers',
    productCategory: 'Renters',
    downloadableFileName: 'AP-9626E.pdf',
  },
  {
    ...download,
    itemNumber: 'AP-4946E',
    name: 'Renters Insurance Email Template (Do-it-yourself)',
    description: 'An email you send yourself to tenants among your customers.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Renters'],
    productFormat: 'Email',
    productCategory: 'Renters',
    isEmail: true,
    downloadableFileName: 'AP-4946E.pdf',
  },
  {
    ...download,
    itemNumber: 'AP-9628E',
    name: 'Motorcycle Insurance Flyer (Do-it-yourself)',
    description: 'Ride season reminder for customers with a motorcycle.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Motorcycle'],
    productFormat: 'Flyers',
    productCategory: 'Specialty',
    downloadableFileName: 'AP-9628E.pdf',
  },
  {
    ...download,
    itemNumber: 'AP-4945E',
    name: 'Motorcycle Insurance Email Template (Do-it-yourself)',
    description: 'An email about motorcycle coverage that you send yourself.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Motorcycle'],
    productFormat: 'Email',
    productCategory: 'Specialty',
    isEmail: true,
    downloadableFileName: 'AP-4945E.pdf',
  },
  {
    ...download,
    itemNumber: 'AP-9630E',
    name: 'Snowmobile Insurance Flyer (Do-it-yourself)',
    description: 'Winter-season flyer for snowmobile owners.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Snowmobile'],
    productFormat: 'Flyers',
    productCategory: 'Specialty',
    downloadableFileName: 'AP-9630E.pdf',
  },
  {
    ...download,
    itemNumber: 'AP-9343E',
    name: 'Off-road Vehicle Insurance Flyer (Do-it-yourself)',
    description: 'Coverage for ATVs and other off-road vehicles.',
    unitPrice: 0,
    programTypes: ['CrossSell'],
    productTypes: ['Off-road'],
    productFormat: 'Flyers',
    productCategory: 'Specialty',
    downloadableFileName: 'AP-9343E.pdf',
  },
  {
    itemNumber: 'AP-3954M',
    name: 'Relationship Marketing Greeting Card Subscription',
    description:
      'A seasonal card every 3 months, plus a birthday card when the birthday falls in the period. Subscribe for 3 or 6 months.',
    unitPrice: 89,
    programTypes: ['Retention'],
    productTypes: ['Other'],
    productFormat: 'Greeting Cards',
    productCategory: 'General',
    deliveryType: 1,
    isPersonalizable: true,
    hasProductDataType: true,
    productDataType: 1,
    isSubscription: true,
    canAddToCart: false,
    isRequireShipping: false,
    tactics: ['Seasonal', 'Birthday'],
  },
  {
    itemNumber: 'AP-9999',
    name: 'Prospecting Letter (Sample)',
    description: 'A sample prospecting letter: the provider supplies prospects in the ZIP codes you target.',
    unitPrice: 76,
    programTypes: ['Prospecting'],
    productTypes: ['Auto', 'Package'],
    productFormat: 'Letter Templates',
    productCategory: 'Auto',
    deliveryType: 1,
    isPersonalizable: true,
    hasProductDataType: true,
    productDataType: 1,
    canAddToCart: false,
    isRequireShipping: false,
  },
];

const EXPRESS: readonly string[] = EXPRESS_ORDER_ITEM_NUMBERS;

/** The spec's items; express ordering exactly on the spec's express item numbers. */
export const SPEC_ITEMS: SpecItem[] = SPEC_ITEM_COPY.map((item) => ({
  ...item,
  isExpressOrderingAllowed: EXPRESS.includes(item.itemNumber),
}));
