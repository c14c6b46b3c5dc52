import type { MailContact } from '@msc/shared/model/mail-list';
import type { EntityItem } from 'electrodb';
import { MailListContactEntity, MailListEntity } from '#data/entities/mail-list';
import { deleteEvery, putEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ mailList: MailListEntity, mailListContact: MailListContactEntity });

export type MailListItem = EntityItem<typeof MailListEntity>;

/** The user's lists for the agency, newest first (ULID ids, read descending). */
export async function listsOfUser(agencyId: number, userName: string): Promise<MailListItem[]> {
  const { data } = await db()
    .entities.mailList.query.listsOfUser({ agencyId, userName })
    .go({ pages: 'all', order: 'desc' });
  return data;
}

export async function listOf(agencyId: number, mailListId: string): Promise<MailListItem | undefined> {
  const { data } = await db().entities.mailList.get({ agencyId, mailListId }).go();
  return data ?? undefined;
}

/** Records `first`..`last` of a list (record numbers are the upload's, 1 upward, without gaps). */
export async function listContacts(agencyId: number, mailListId: string, first: number, last: number) {
  const { data } = await db()
    .entities.mailListContact.query.contactsOfList({ agencyId, mailListId })
    .between({ rowNumber: first }, { rowNumber: last })
    .go({ pages: 'all' });
  return data;
}

/** The list's records first (batches of 25), then the list: a failure midway leaves the list to delete again. */
export async function deleteList(agencyId: number, mailListId: string): Promise<void> {
  const contacts = db().entities.mailListContact;
  let cursor: string | null = null;
  do {
    const page: { data: { rowNumber: number }[]; cursor: string | null } = await contacts.query
      .contactsOfList({ agencyId, mailListId })
      .go({ cursor, limit: 500, attributes: ['rowNumber'] });
    if (page.data.length > 0) {
      await deleteEvery(
        contacts,
        page.data.map(({ rowNumber }) => ({ agencyId, mailListId, rowNumber })),
        'mailListContact',
        { concurrent: 4 },
      );
    }
    cursor = page.cursor;
  } while (cursor);
  await db().entities.mailList.delete({ agencyId, mailListId }).go();
}

/**
 * A new list and its records, numbered 1 upward in the order given. The records go first (batches of 25,
 * a few at once), then the list: until the list is written nobody can reach its records.
 */
export async function createList(
  list: Pick<MailListItem, 'agencyId' | 'mailListId' | 'userName' | 'name' | 'uploadId'>,
  contacts: readonly MailContact[],
): Promise<MailListItem> {
  const { agencyId, mailListId } = list;
  await putEvery(
    db().entities.mailListContact,
    contacts.map((contact, index) => ({ agencyId, mailListId, rowNumber: index + 1, contact })),
    'mailListContact',
    { concurrent: 4 },
  );
  const { data } = await db()
    .entities.mailList.create({ ...list, mailListContactsCount: contacts.length })
    .go();
  return data as MailListItem;
}

/** Every record of a list, in upload order. */
export async function allContacts(agencyId: number, mailListId: string) {
  const { data } = await db()
    .entities.mailListContact.query.contactsOfList({ agencyId, mailListId })
    .go({ pages: 'all' });
  return data;
}
