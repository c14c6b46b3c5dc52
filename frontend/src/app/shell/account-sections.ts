import type { Capability } from '@msc/shared/rules/roles';

export interface AccountSection {
  /** The :section of /account/:section. */
  section: string;
  label: string;
  /** Shown only to roles with this capability. */
  capability?: Capability;
}

/** The My Account menu (spec 1 §2 "Global navigation"), in the spec's order. */
export const ACCOUNT_MENU_SECTIONS: readonly AccountSection[] = [
  { section: 'profile', label: 'Profile' },
  { section: 'favorites', label: 'Favorites' },
  { section: 'contacts', label: 'Contacts' },
  { section: 'payment-info', label: 'Payment Info' },
  { section: 'order-history', label: 'Order History', capability: 'allAccess' },
  { section: 'downloads', label: 'Downloads' },
  { section: 'agency-lists', label: 'Agency Lists' },
  { section: 'image-library', label: 'Image Library' },
  { section: 'save-for-later', label: 'Saved Items' },
];
