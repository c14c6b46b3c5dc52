import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { queryFlag, withQuery } from './route-url';

/**
 * The query flag of the order start that says the express question was answered No: the start page then
 * starts a single-agency order state even when the express shortcut would apply (spec 1 §2, spec 2 §2).
 */
export const SINGLE_AGENCY_FLAG = 'singleAgency';

/** No to express ordering: the single-agency start of the asset, the rest of the query carried. */
export function singleAgencyStartPath(
  productId: string,
  carried: Readonly<Record<string, string | undefined>> = {},
): string {
  return withQuery(pathTo(paths.saveForLaterConfirmation, { productId }), {
    ...carried,
    [SINGLE_AGENCY_FLAG]: true,
  });
}

/** True when the start was reached by answering No to express ordering. */
export function isSingleAgencyStart(query: { get(key: string): string | null }): boolean {
  return queryFlag(query.get(SINGLE_AGENCY_FLAG));
}

/** Yes to express ordering: the express confirmation of the asset. */
export function expressConfirmationPath(
  productId: string,
  carried: Readonly<Record<string, string | undefined>> = {},
): string {
  return withQuery(pathTo(paths.expressOrderConfirmation, { productId }), carried);
}
