import type { contactsApi } from '@msc/shared/api/contacts';
import type { Implementation } from '#platform/implement';
import { contactsOf, toMarketingContact } from './contact-store';

export const contactsService: Implementation<typeof contactsApi> = {
  list: async ({ ctx, query }) => {
    const all = await contactsOf(ctx.user.userName, {
      descending: query.sort === 'lastNameDesc',
      favoritesOnly: query.favoritesOnly,
    });
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: all.slice(start, start + query.pageSize).map(toMarketingContact),
      totalCount: all.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
};
