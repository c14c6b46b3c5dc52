import type { expressOrderApi } from '@msc/shared/api/express-order';
import { apiErrors } from '@msc/shared/messages';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';

// The contract first, so the pages can be built against it; the use cases follow.
const notYet = async (): Promise<never> => {
  throw notFound(apiErrors.notFound);
};

export const expressOrderService: Implementation<typeof expressOrderApi> = {
  subCodes: notYet,
  create: notYet,
  get: notYet,
  setSubCodes: notYet,
  setSamePersonalization: notYet,
  documentReturn: notYet,
  policyholders: notYet,
  setPolicyholders: notYet,
  setDropDetails: notYet,
  summary: notYet,
  addToCart: notYet,
  reset: notYet,
};
