/**
 * What other capabilities may use of incentives (ignite details, discount codes and their use and attempt
 * counters): the home page shows the ignite details, the cart prices with them and checks discount codes,
 * and placing an order counts the benefits it uses in its own transaction.
 */
export {
  benefitUseTransactItems,
  countDiscountAttempt,
  type DiscountCodeItem,
  discountCodesByCode,
  discountCodeUses,
  forgiveDiscountAttempt,
  type IgniteDetailsItem,
  loadIgniteDetails,
} from './incentives-store';
