import { toasts } from '@msc/shared/messages';
import { addToCartPush } from '@msc/shared/rules/analytics';
import { track } from '#lib/analytics';
import { showToast } from './toast';

/**
 * What every Add to Cart says once the cart holds the products (spec 1 §8, spec 2 §8): the 'Added To Cart'
 * toast per product, and the analytics push with the product names and the line of business when known.
 */
export function announceAddedToCart(productNames: readonly string[], lob?: string | null): void {
  for (const name of productNames) showToast(toasts.addedToCart(name), 'success');
  track(addToCartPush(productNames, lob));
}
