/** What the cart uses of the contacts: the contacts it ships to. */
export { contactsById, type MarketingContactItem } from './contact-store';
