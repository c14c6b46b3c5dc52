import { now } from '@msc/shared/clock';
import type { MarketingContact, MarketingContactForm } from '@msc/shared/model/contact';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { MarketingContactEntity } from '#data/entities/marketing-contact';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({ marketingContact: MarketingContactEntity });

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

/** The user's contact, or undefined (another user's id never resolves: the partition is the user's). */
export async function contactOf(
  userName: string,
  contactId: string,
): Promise<MarketingContactItem | undefined> {
  const { data } = await db().entities.marketingContact.get({ userName, contactId }).go();
  return data ?? undefined;
}

const fieldsOf = (form: MarketingContactForm) => ({
  firstName: form.firstName,
  lastName: form.lastName,
  title: form.title || undefined,
  email: form.email || undefined,
  phoneNumber: form.phoneNumber || undefined,
  addressLine1: form.addressLine1,
  addressLine2: form.addressLine2 || undefined,
  city: form.city,
  state: form.state ?? '',
  province: form.province || undefined,
  postalCode: form.postalCode,
  countryCode: form.countryCode || 'US',
});

export async function createContact(
  userName: string,
  form: MarketingContactForm,
): Promise<MarketingContactItem> {
  const item: MarketingContactItem = {
    ...fieldsOf(form),
    userName,
    contactId: ulid(),
    isFavorite: form.isFavorite ?? false,
    created: now().toISOString(),
  };
  await db().entities.marketingContact.create(item).go();
  return item;
}

/** Rewrites the whole contact: a new name moves it in both name indexes. */
export async function replaceContact(
  existing: MarketingContactItem,
  form: MarketingContactForm,
): Promise<MarketingContactItem> {
  const item: MarketingContactItem = {
    ...existing,
    ...fieldsOf(form),
    isFavorite: form.isFavorite ?? existing.isFavorite,
  };
  await db().entities.marketingContact.put(item).go();
  return item;
}

export async function setContactFavorite(
  item: MarketingContactItem,
  isFavorite: boolean,
): Promise<MarketingContactItem> {
  const updated = { ...item, isFavorite };
  await db().entities.marketingContact.put(updated).go();
  return updated;
}

export async function deleteContact(userName: string, contactId: string): Promise<void> {
  await db().entities.marketingContact.delete({ userName, contactId }).go();
}
