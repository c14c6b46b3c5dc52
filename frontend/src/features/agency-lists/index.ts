/** The user's agency lists as the data-list step (personalization step 2) picks, previews and creates them. */
export { agencyListContactsQuery, agencyListsQuery, useCreateAgencyList } from './api/agency-list-queries';

/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const agencyListsPages = {
  agencyLists: () => import('./agency-lists-page'),
};
