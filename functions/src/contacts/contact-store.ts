import type { MarketingContact } from '@msc/shared/model/contact';
import type { EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { MarketingContactEntity } from '#data/entities/marketing-contact';

export type MarketingContactItem = EntityItem<typeof MarketingContactEntity>;

/**
 * A user's contacts by last name (A-Z or Z-A), or their favorites only. A user keeps tens of contacts,
 * so the page is cut from one read of the index; the count is exact.
 */
export async function contactsOf(
  userName: string,
  options: { descending: boolean; favoritesOnly: boolean },
): Promise<MarketingContactItem[]> {
  const order = options.descending ? 'desc' : 'asc';
  const { data } = options.favoritesOnly
    ? await db()
        .entities.marketingContact.query.contactsByFavorite({ userName, isFavorite: true })
        .go({ pages: 'all', order })
    : await db().entities.marketingContact.query.contactsByLastName({ userName }).go({ pages: 'all', order });
  return data;
}

/** The user's contacts with these ids; another user's ids never resolve. */
export async function contactsById(
  userName: string,
  contactIds: readonly string[],
): Promise<MarketingContactItem[]> {
  if (contactIds.length === 0) return [];
  const { data } = await db()
    .entities.marketingContact.get([...new Set(contactIds)].map((contactId) => ({ userName, contactId })))
    .go();
  return data;
}

export function toMarketingContact(item: MarketingContactItem): MarketingContact {
  const { userName: _user, contactId, created: _created, ...fields } = item;
  return { ...fields, id: contactId };
}
