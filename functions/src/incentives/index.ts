/**
 * What other capabilities may use of incentives (ignite details, discount codes and their use counters): the home page shows the ignite details, the cart prices with them and checks discount codes,
 * and placing an order counts the benefits it uses in its own transaction.
 */
export {
  benefitUseTransactItems,
  type DiscountCodeItem,
  discountCodesByCode,
  discountCodeUses,
  type IgniteDetailsItem,
  loadIgniteDetails,
} from './incentives-store';
