import { EMPTY_CART_ID } from '@msc/shared/model/enums';
import type { OrderState } from '@msc/shared/model/order-state';
import type { Product } from '@msc/shared/model/product';

/** A personalizable cross-sell letter at $0.89 a piece; override what a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-letter',
    name: 'Auto Cross-Sell Letter',
    itemNumber: 'AP-1000L',
    description: 'A letter inviting home customers to quote their auto.',
    unitPrice: 89,
    unitOfMeasure: 'EA',
    quantityPerUnit: 1,
    deliveryType: 1,
    canAddToCart: false,
    isPersonalizable: true,
    hasProductDataType: true,
    productDataType: 1,
    isDownloadble: false,
    isCustomizeDownloadble: false,
    isExpressOrderingAllowed: false,
    programTypes: ['CrossSell'],
    productTypes: ['Auto'],
    productFormat: 'Letter Templates',
    productCategory: 'Auto',
    tactics: [],
    isIgniteEligible: false,
    tags: [],
    media: [],
    messages: [],
    attributes: {
      isRequireShipping: false,
      isKitItem: false,
      isEmail: false,
      isSubscription: false,
      isWelcomeKit: false,
      availabilityStates: [],
    },
    created: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
}

/** A fresh direct-mail cross-sell order state of that letter. */
export function makeOrderState(overrides: Partial<OrderState> = {}): OrderState {
  return {
    id: 'os-1',
    cartId: EMPTY_CART_ID,
    productId: 'p-letter',
    programType: 'CrossSell',
    productType: 'Auto',
    statCode: '1721000',
    isMultiChannel: false,
    channelType: 1,
    zipCodes: [],
    crossStateBoundary: false,
    includePhoneNumber: false,
    isOwnListUploaded: false,
    isStateSaved: false,
    recipients: [],
    recipientPolicyNumbers: [],
    seasonalSummary: [],
    targetCount: 0,
    totalPrice: 0,
    unitPrice: 89,
    states: [],
    pdfFinalApproval: false,
    acceptTermsAndConditions: false,
    willNotUseMassachusetts: false,
    childOrderStates: [],
    orderStates: [],
    ...overrides,
  };
}
