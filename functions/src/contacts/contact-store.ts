import { now } from '@msc/shared/clock';
import type { MarketingContact, MarketingContactForm } from '@msc/shared/model/contact';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { ContactCounterEntity } from '#data/entities/contact-counter';
import { MarketingContactEntity } from '#data/entities/marketing-contact';
import { getEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  marketingContact: MarketingContactEntity,
  contactCounter: ContactCounterEntity,
});

export type MarketingContactItem = EntityItem<typeof MarketingContactEntity>;

interface ContactsView {
  descending: boolean;
  favoritesOnly: boolean;
}

/** The first `limit` of a user's contacts by last name (A-Z or Z-A), or of their favorites only. */
async function firstContacts(userName: string, view: ContactsView, limit?: number) {
  const order = view.descending ? 'desc' : 'asc';
  const contacts = db().entities.marketingContact.query;
  const query = view.favoritesOnly
    ? contacts.contactsByFavorite({ userName, isFavorite: true })
    : contacts.contactsByLastName({ userName });
  // `count` alone stops after a whole 1 MB page (thousands of contacts read, then sliced); `limit` is
  // DynamoDB's own stop: page 1 reads its 12 (the bench's contacts page at 5,000 contacts: 24× → ~1×).
  const { data } = await (limit === undefined
    ? query.go({ pages: 'all', order })
    : query.go({ count: limit, limit, order }));
  return data;
}

/**
 * One page of a user's contacts and the pager's total: the counter and the contacts up to the page's end
 * read side by side (page 1 reads its 12, whatever the user keeps). A user without a counter (contacts
 * written before it existed) is counted once by reading them all, and the counter written.
 */
export async function contactsPage(
  userName: string,
  view: ContactsView,
  pageNumber: number,
  pageSize: number,
): Promise<{ contacts: MarketingContactItem[]; total: number }> {
  const start = (pageNumber - 1) * pageSize;
  const [{ data: counter }, firstOnes] = await Promise.all([
    db().entities.contactCounter.get({ userName }).go(),
    firstContacts(userName, view, start + pageSize),
  ]);
  if (counter) {
    const total = view.favoritesOnly ? counter.favorites : counter.count;
    return { contacts: firstOnes.slice(start, start + pageSize), total };
  }
  const all = await firstContacts(userName, { descending: false, favoritesOnly: false });
  const counted = { count: all.length, favorites: all.filter((contact) => contact.isFavorite).length };
  await db()
    .entities.contactCounter.create({ userName, ...counted })
    .go()
    .catch(() => {}); // counted meanwhile by another list: that one stands
  return {
    contacts: firstOnes.slice(start, start + pageSize),
    total: view.favoritesOnly ? counted.favorites : counted.count,
  };
}

type Entities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];
type Commit = ReturnType<ReturnType<Entities['marketingContact']['put']>['commit']>;

/**
 * A contact's write and the counter's change in one transaction, the counter only if it exists (a user
 * not yet counted is counted at the next list). `write` is refused when the contact changed since it was
 * read (a favorite toggled meanwhile): answers false, and the caller reads it again.
 */
async function writeCounted(
  userName: string,
  write: (entities: Entities) => Commit,
  change: { count: number; favorites: number },
): Promise<boolean> {
  const counted = await db()
    .transaction.write((entities) => [
      write(entities),
      entities.contactCounter
        .update({ userName })
        .add(change)
        .where((attr, op) => op.exists(attr.count))
        .commit(),
    ])
    .go();
  if (!counted.canceled) return true;
  const [contactRefused, counterRefused] = (counted.data as { rejected: boolean }[]).map(
    (entry) => entry.rejected,
  );
  if (contactRefused) return false;
  if (!counterRefused) throw new Error('Contact write canceled');
  const alone = await db()
    .transaction.write((entities) => [write(entities)])
    .go();
  return !alone.canceled;
}

/** A contact written over the one read: refused (false) when its favorite flag changed meanwhile. */
async function putOver(existing: MarketingContactItem, item: MarketingContactItem): Promise<boolean> {
  const favorites = Number(item.isFavorite) - Number(existing.isFavorite);
  return writeCounted(
    item.userName,
    ({ marketingContact }) =>
      marketingContact
        .put(item)
        .where((attr, op) => op.eq(attr.isFavorite, existing.isFavorite))
        .commit(),
    { count: 0, favorites },
  );
}

/** The user's contacts with these ids; another user's ids never resolve. */
export async function contactsById(
  userName: string,
  contactIds: readonly string[],
): Promise<MarketingContactItem[]> {
  if (contactIds.length === 0) return [];
  const data = await getEvery(
    [...new Set(contactIds)].map((contactId) => ({ userName, contactId })),
    (keys) => db().entities.marketingContact.get(keys).go(),
    'marketingContact',
  );
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
  await writeCounted(userName, ({ marketingContact }) => marketingContact.create(item).commit(), {
    count: 1,
    favorites: Number(item.isFavorite),
  });
  return item;
}

/**
 * Writes `next(current)` over the contact as read, reading it again when its favorite flag changed
 * meanwhile; undefined when it is gone (deleted meanwhile).
 */
async function rewrite(
  existing: MarketingContactItem,
  next: (current: MarketingContactItem) => MarketingContactItem,
): Promise<MarketingContactItem | undefined> {
  for (let current: MarketingContactItem | undefined = existing; current; ) {
    const item = next(current);
    if (await putOver(current, item)) return item;
    current = await contactOf(existing.userName, existing.contactId);
  }
  return undefined;
}

/** Rewrites the whole contact: a new name moves it in both name indexes. */
export function replaceContact(existing: MarketingContactItem, form: MarketingContactForm) {
  return rewrite(existing, (current) => ({
    ...current,
    ...fieldsOf(form),
    isFavorite: form.isFavorite ?? current.isFavorite,
  }));
}

export function setContactFavorite(item: MarketingContactItem, isFavorite: boolean) {
  return rewrite(item, (current) => ({ ...current, isFavorite }));
}

/** Deletes the contact (lowering the counts by what it was when deleted); gone meanwhile is deleted too. */
export async function deleteContact(item: MarketingContactItem): Promise<void> {
  const { userName, contactId } = item;
  for (let current: MarketingContactItem | undefined = item; current; ) {
    const known = current;
    const deleted = await writeCounted(
      userName,
      ({ marketingContact }) =>
        marketingContact
          .delete({ userName, contactId })
          .where((attr, op) => op.eq(attr.isFavorite, known.isFavorite))
          .commit(),
      { count: -1, favorites: -Number(known.isFavorite) },
    );
    if (deleted) return;
    current = await contactOf(userName, contactId);
  }
}
