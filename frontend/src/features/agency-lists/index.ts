/** The user's agency lists as the data-list step (personalization step 2) picks, previews and creates them. */
export { agencyListContactsQuery, agencyListsQuery, useCreateAgencyList } from './api/agency-list-queries';
export { agencyListsPages } from './pages';
