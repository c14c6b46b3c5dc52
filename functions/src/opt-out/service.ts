import type { optOutApi } from '@msc/shared/api/opt-out';
import { ulid } from 'ulid';
import type { Implementation } from '#platform/implement';
import { addToSuppressionList } from '#suppression/index';

export const optOutService: Implementation<typeof optOutApi> = {
  // The tracker only confirms the link was followed; it stores nothing that names the recipient.
  track: async () => ({ succeeded: true }),

  optOut: async ({ body }) => {
    await addToSuppressionList(body.email);
    return { succeeded: true, acknowledgementId: ulid() };
  },
};
