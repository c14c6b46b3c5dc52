/** What other modules may use of the agency lists: the caller's own list and its records (step 2's data list). */
export { ownListContacts } from './own-list';
