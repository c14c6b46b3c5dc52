import type { EntityItem } from 'electrodb';
import { AnnouncementEntity } from '#data/entities/announcement';
import { BannerEntity } from '#data/entities/banner';
import { IgniteDetailsEntity } from '#data/entities/ignite-details';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { OrderStateEntity } from '#data/entities/order-state';
import { ProductEntity } from '#data/entities/product';
import { storeDb } from '#data/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  announcement: AnnouncementEntity,
  banner: BannerEntity,
  igniteDetails: IgniteDetailsEntity,
  order: OrderEntity,
  orderItem: OrderItemEntity,
  orderState: OrderStateEntity,
  product: ProductEntity,
});

export type AnnouncementItem = EntityItem<typeof AnnouncementEntity>;
export type BannerItem = EntityItem<typeof BannerEntity>;
export type IgniteDetailsItem = EntityItem<typeof IgniteDetailsEntity>;
export type OrderStateItem = EntityItem<typeof OrderStateEntity>;
export type ProductItem = EntityItem<typeof ProductEntity>;

/** The only file of the home capability that talks to the table. */

/** Announcements, newest first (one partition of tens of items; window and roles are the service's). */
export async function loadAnnouncements(): Promise<AnnouncementItem[]> {
  const { data } = await db()
    .entities.announcement.query.announcements({})
    .go({ pages: 'all', order: 'desc' });
  return data;
}

/** Banners in display order. */
export async function loadBanners(): Promise<BannerItem[]> {
  const { data } = await db().entities.banner.query.banners({}).go({ pages: 'all' });
  return data;
}

export async function loadIgniteDetails(agencyId: number): Promise<IgniteDetailsItem | undefined> {
  const { data } = await db().entities.igniteDetails.get({ agencyId }).go();
  return data ?? undefined;
}

/** The user's order states saved for later (index `savedItemsOfUser`). */
export async function loadSavedOrderStates(userName: string): Promise<OrderStateItem[]> {
  const { data } = await db()
    .entities.orderState.query.savedItemsOfUser({ userName, isStateSaved: true })
    .go({ pages: 'all' });
  return data;
}

export async function loadProducts(productIds: readonly string[]): Promise<ProductItem[]> {
  if (productIds.length === 0) return [];
  const { data } = await db()
    .entities.product.get([...new Set(productIds)].map((productId) => ({ productId })))
    .go();
  return data;
}

/** The newest products of the catalogue (its partition read newest first). */
export async function loadNewestProducts(limit: number): Promise<ProductItem[]> {
  const { data } = await db().entities.product.query.catalogue({}).go({ order: 'desc', limit });
  return data;
}

/** Units ordered per product by the agency since `since` (ISO instant), canceled orders left out. */
export async function loadUnitsOrderedByProduct(
  agencyId: number,
  since: string,
): Promise<Map<string, number>> {
  const { data: orders } = await db()
    .entities.order.query.ordersOfAgency({ agencyId })
    .gte({ orderDate: since })
    .go({ pages: 'all' });
  const units = new Map<string, number>();
  await Promise.all(
    orders
      .filter((order) => order.orderStatusCode !== 99)
      .map(async (order) => {
        const { data: items } = await db()
          .entities.orderItem.query.itemsOfOrder({ userName: order.userName, orderId: order.orderId })
          .go({ pages: 'all' });
        for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
      }),
  );
  return units;
}
