/**
 * Form fields and loading states that several pages share (profile, contacts, checkout's shipping, the
 * agency panels): one label for each. The spec words the field names; `messages/ours/label-ours.ts` lists
 * the loading texts, which are ours.
 */

/** A person's or an address's fields, as every form labels them. */
export const fieldLabels = {
  name: 'Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  title: 'Title',
  email: 'Email',
  phone: 'Phone',
  addressee: 'Addressee',
  companyName: 'Company Name',
  address: 'Address',
} as const;

/** What a loading state says while a page's data comes (read by screen readers). */
export const loadingLabels = {
  /**
   * A loading state that names nothing in particular: the spec's words (spec 2 §2 "Loading text"), unlike
   * the others. Here, not among the notices: the first script shows loading states, and the notices are long.
   */
  any: 'Performing a search for the data',
  session: 'Loading your session…',
  profile: 'Loading your profile',
  addresses: 'Loading your addresses',
  contacts: 'Loading your contacts',
  cards: 'Loading your cards',
  savedItems: 'Loading your saved items',
  downloads: 'Loading your downloads',
  images: 'Loading your images',
  lists: 'Loading your lists',
  list: 'Loading the list',
  favorites: 'Loading your favorites',
  agency: 'Loading the agency',
  agencyEmails: 'Loading the agency emails',
  calendar: 'Loading the calendar',
  calendarDay: 'Loading the day’s events',
} as const;
