import { apiErrors } from '@msc/shared/messages';
import type { MailContact } from '@msc/shared/model/mail-list';
import { notFound } from '#platform/http-error';
import { allContacts, listOf } from './agency-lists-store';

/**
 * Every record of a list the user uploaded for `agencyId`, each with its `mailListContactId` (its row
 * number), in upload order. Another user's list, or another agency's, answers 404 (tenancy).
 */
export async function ownListContacts(
  user: { userName: string },
  agencyId: number,
  mailListId: string,
): Promise<{ name: string; contacts: MailContact[] }> {
  const list = await listOf(agencyId, mailListId);
  if (!list || list.userName !== user.userName) throw notFound(apiErrors.mailListNotFound);
  const rows = await allContacts(agencyId, mailListId);
  return {
    name: list.name,
    contacts: rows.map(({ contact, rowNumber }) => ({ ...contact, mailListContactId: String(rowNumber) })),
  };
}
