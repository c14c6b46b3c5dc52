import type { agencyListsApi } from '@msc/shared/api/agency-lists';
import { apiErrors, validation } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { UploadRecord } from '@msc/shared/model/upload';
import { nameAndAddress } from '@msc/shared/rules/address-rules';
import { ulid } from 'ulid';
import { agencyOfRequest } from '#agency/index';
import { businessRule, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { acceptedUploadRecords } from '#uploads/index';
import { createList, deleteList, listContacts, listOf, listsOfUser } from './agency-lists-store';

/** The agency in effect, one the user may act for; without one there are no lists (404). */
async function agencyIdOf(ctx: RequestContext): Promise<number> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  return (await agencyOfRequest(ctx)).agencyId;
}

/** An accepted mail-list record as a contact of the list (empty optional cells are left out). */
function toMailContact({ values }: UploadRecord): MailContact {
  const optional = (value: string | undefined) => (value ? value : undefined);
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    addressLine1: values.addressLine1 ?? '',
    addressLine2: optional(values.addressLine2),
    city: values.city ?? '',
    state: values.state ?? '',
    postalCode: values.postalCode ?? '',
    phone: optional(values.phone),
    email: optional(values.email),
  };
}

export const agencyListsService: Implementation<typeof agencyListsApi> = {
  list: async ({ ctx, query }) => {
    const lists = await listsOfUser(await agencyIdOf(ctx), ctx.user.userName);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: lists.slice(start, start + query.pageSize).map((list) => ({
        mailListId: list.mailListId,
        name: list.name,
        mailListContactsCount: list.mailListContactsCount,
        created: list.created,
      })),
      totalCount: lists.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  contacts: async ({ ctx, params, query }) => {
    const agencyId = await agencyIdOf(ctx);
    const list = await listOf(agencyId, params.id);
    if (!list || list.userName !== ctx.user.userName) throw notFound(apiErrors.mailListNotFound);
    const first = (query.pageNumber - 1) * query.pageSize + 1;
    const rows = await listContacts(agencyId, params.id, first, first + query.pageSize - 1);
    return {
      results: rows.map(({ contact, rowNumber }) => ({
        ...nameAndAddress(contact),
        mailListContactId: String(rowNumber),
      })),
      totalCount: list.mailListContactsCount,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  create: async ({ ctx, body }) => {
    const agencyId = await agencyIdOf(ctx);
    const { records } = await acceptedUploadRecords(ctx, body.uploadId, 'mailList');
    // Next needs a name and at least one record (spec 2 §5): a list of only failed records is refused.
    if (records.length === 0) throw businessRule(validation.atLeastOneRecord);
    const list = await createList(
      { agencyId, mailListId: ulid(), userName: ctx.user.userName, name: body.name, uploadId: body.uploadId },
      records.map(toMailContact),
    );
    return {
      mailListId: list.mailListId,
      name: list.name,
      mailListContactsCount: list.mailListContactsCount,
      created: list.created,
    };
  },
  remove: async ({ ctx, params }) => {
    const agencyId = await agencyIdOf(ctx);
    const list = await listOf(agencyId, params.id);
    // Another user's list (or another agency's) is not the caller's to delete.
    if (!list || list.userName !== ctx.user.userName) throw notFound(apiErrors.mailListNotFound);
    await deleteList(agencyId, params.id);
    return { id: params.id };
  },
};
