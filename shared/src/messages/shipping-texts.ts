/**
 * The shipping step of checkout, apart from the other checkout texts: an unknown /checkout section's
 * page (part of the first script) says Back to Cart, and the upload and cart texts stay with their pages.
 */

/** The shipping step of checkout (spec 1 §2 Checkout): its panels, tabs and buttons. */
export const shippingTexts = {
  title: 'Shipping',
  shipTo: 'Ship To',
  shipMethod: 'Ship Method',
  backToCart: 'Back to Cart',
  continue: 'Continue',
  tabs: {
    user: 'Ship to My Address',
    singleContact: 'Ship to a Contact',
    multipleContacts: 'Ship to Multiple Contacts',
  },
  selectFromContacts: 'Select from my contacts',
  uploadContacts: 'Upload a list of contacts',
  savedAddresses: 'Your saved addresses',
  addCustomAddress: 'Add a custom address',
  customAddress: 'Custom address',
  saveAddress: 'Save this address to my account',
  saveDefault: 'Make this my default shipping address',
  shipHere: 'Ship to This Address',
  cancel: 'Cancel',
  filterContacts: 'Find a contact',
  shipToSelected: (count: number) => `Ship to ${count} Selected ${count === 1 ? 'Contact' : 'Contacts'}`,
  selectAll: 'Select all',
  addressesOnOrder: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'} on this order`,
  removeSelected: 'Remove Selected',
  quantityOf: (item: string, addressee: string) => `Quantity of ${item} for ${addressee}`,
  chooseShipTo: 'Choose where to ship your order to continue.',
  shippingTo: 'Shipping to',
} as const;
