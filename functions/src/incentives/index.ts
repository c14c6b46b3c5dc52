/**
 * What other capabilities may use of incentives (ignite details, discount codes and their use counters): the home page shows the ignite details, the cart prices with them and checks discount codes,
 * and placing an order counts the benefits it uses in its own transaction; the Admin Center creates and edits codes.
 */
export {
  allDiscountCodes,
  benefitUseTransactItems,
  createDiscountCode,
  type DiscountCodeItem,
  discountCodesByCode,
  discountCodeUses,
  type IgniteDetailsItem,
  loadIgniteDetails,
  saveDiscountCodeTerms,
} from './incentives-store';
