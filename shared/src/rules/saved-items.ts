import { HOME_SAVED_ITEMS_SHOWN } from './constants';

/** Saved items (order states saved for later; spec 1 §4, spec 2 §2, §4). */

export interface SavedItemView {
  id: string;
  /** The parent order state; a root is its own parent or has none. */
  parentId?: string | null;
  productId: string;
}

function isRoot(item: SavedItemView): boolean {
  return !item.parentId || item.parentId === item.id;
}

/**
 * One saved item per asset at a time: the saved item already held for the product, if any. The
 * save-for-later confirmation then asks 'Would you like to use the previously saved item?'.
 */
export function savedItemForProduct<T extends SavedItemView>(
  items: readonly T[],
  productId: string,
): T | undefined {
  return items.find((item) => isRoot(item) && item.productId === productId);
}

/** The home page shows the first 2 saved items, then View All. */
export function homeSavedItems<T>(items: readonly T[]): { shown: T[]; showViewAll: boolean } {
  return {
    shown: items.slice(0, HOME_SAVED_ITEMS_SHOWN),
    showViewAll: items.length > HOME_SAVED_ITEMS_SHOWN,
  };
}
