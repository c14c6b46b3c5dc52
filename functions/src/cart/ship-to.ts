import type { cartApi } from '@msc/shared/api/cart';
import { apiErrors, errors } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { SetMultiShipQuantities, SetShipTo, ShipToAddressForm } from '@msc/shared/model/ship-to';
import { nameAndAddress } from '@msc/shared/rules/address-rules';
import { shipsToMultipleContacts } from '@msc/shared/rules/cart-rules';
import { addressOf, createAddress, type ShippingAddressItem } from '#addresses/index';
import { requireAgencyOrAdmin } from '#agency/index';
import { productsByIds } from '#catalog/index';
import { contactsById, type MarketingContactItem } from '#contacts/index';
import { businessRule, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { checkMultiContactCart, checkMultiContactQuantities } from './cart-checks';
import {
  type CartKey,
  loadCartRecords,
  type NewShipToRecord,
  replaceShipTos,
  type ShipToRecord,
  updateShipTos,
} from './cart-store';
import { toCartView } from './cart-view';
import { loadCart } from './service';

/**
 * The Ship To panel (spec 1 §2, §4 "Set ship to"). Every address is read from the user's own address book
 * or contacts on the server: the browser names an id, never an address it claims is theirs.
 */

const cartKey = (ctx: RequestContext): CartKey => ({ userName: ctx.user.userName, agencyId: ctx.agencyId });

const fromSavedAddress = (address: ShippingAddressItem): NewShipToRecord => ({
  contactAddressId: address.addressId,
  addressee: address.addressee,
  companyName: address.companyName,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  addressLine3: address.addressLine3,
  addressLine4: address.addressLine4,
  city: address.city,
  state: address.state,
  province: address.province,
  postalCode: address.postalCode,
  countryCode: address.countryCode,
  shipToEmail: address.email,
  shipToPhoneNumber: address.phoneNumber,
  orderContactItemQuantities: [],
  selectionIsMarkedForRemoval: false,
});

const fromCustomAddress = (form: ShipToAddressForm, savedAs?: string): NewShipToRecord => {
  const { saveAddress: _save, saveDefault: _default, contactId: _contact, ...address } = form;
  return {
    ...address,
    state: address.state ?? '',
    countryCode: address.countryCode || 'US',
    contactAddressId: savedAs,
    orderContactItemQuantities: [],
    selectionIsMarkedForRemoval: false,
  };
};

const fromContact = (
  contact: MarketingContactItem,
  quantities: NewShipToRecord['orderContactItemQuantities'],
): NewShipToRecord => ({
  marketingContactId: contact.contactId,
  addressee: `${contact.firstName} ${contact.lastName}`.trim(),
  ...nameAndAddress(contact),
  province: contact.province,
  countryCode: contact.countryCode,
  shipToEmail: contact.email,
  shipToPhoneNumber: contact.phoneNumber,
  orderContactItemQuantities: quantities,
  selectionIsMarkedForRemoval: false,
});

async function shipToRecordsOf(
  ctx: RequestContext,
  choice: SetShipTo,
): Promise<{ mode: 'user' | 'singleContact' | 'multipleContacts'; entries: NewShipToRecord[] }> {
  const userName = ctx.user.userName;
  switch (choice.kind) {
    case 'savedAddress': {
      const address = await addressOf(userName, choice.addressId);
      if (!address) throw notFound(apiErrors.addressNotFound);
      return { mode: 'user', entries: [fromSavedAddress(address)] };
    }
    case 'customAddress': {
      const { address } = choice;
      const saved = address.saveAddress
        ? await createAddress(userName, {
            ...address,
            phoneNumber: address.shipToPhoneNumber,
            email: address.shipToEmail,
            isDefault: address.saveDefault === true,
          })
        : undefined;
      return { mode: 'user', entries: [fromCustomAddress(address, saved?.addressId)] };
    }
    case 'contact': {
      const [contact] = await contactsById(userName, [choice.contactId]);
      if (!contact) throw notFound(apiErrors.contactNotFound);
      return { mode: 'singleContact', entries: [fromContact(contact, [])] };
    }
    case 'contacts': {
      requireAgencyOrAdmin(ctx);
      const cart = await loadCart(ctx);
      const contacts = await contactsById(userName, choice.contactIds);
      if (contacts.length !== new Set(choice.contactIds).size) throw notFound(apiErrors.contactNotFound);
      const byId = new Map(contacts.map((contact) => [contact.contactId, contact]));
      // Each contact receives what the cart holds; the quantities can then be changed per address.
      const quantities = cart.items.map((item) => ({ cartItemId: item.id, quantity: item.quantity }));
      const entries = [...new Set(choice.contactIds)].flatMap((id) => {
        const contact = byId.get(id);
        return contact ? [fromContact(contact, quantities)] : [];
      });
      checkMultiContactCart(cart, entries);
      return { mode: 'multipleContacts', entries };
    }
  }
}

/** A stored entry as written again: its id stays, its place in the list is given anew. */
const keptFields = ({ userName: _u, agencyId: _a, sequence: _q, ...fields }: ShipToRecord) => fields;

/**
 * Changes quantities at some addresses. Only a plain physical product's (a piece or an Express Order is
 * sent to its recipients: 422 with the spec's text); each within the product's limit at the address and
 * over all the addresses ('Limit of {limitText} exceeded', nothing saved).
 */
async function setQuantities(
  ctx: RequestContext,
  quantities: SetMultiShipQuantities['quantities'],
): Promise<Cart> {
  const key = cartKey(ctx);
  const { header, items, shipTos } = await loadCartRecords(key);
  // The lines as the cart shows them (product, limits, kind); what they cost does not matter here.
  const cart = toCartView(header, items, await productsByIds(items.map((item) => item.productId)), shipTos);
  const lines = new Map(cart.items.map((item) => [item.id, item]));
  const byId = new Map(shipTos.map((shipTo) => [shipTo.shipToId, shipTo]));
  for (const { shipToId, cartItemId } of quantities) {
    if (!byId.has(shipToId)) throw notFound(apiErrors.shipToGone);
    const line = lines.get(cartItemId);
    if (!line) throw notFound(apiErrors.cartItemGone);
    if (!shipsToMultipleContacts(line)) throw businessRule(errors.multiShipNotEligible);
  }
  if (!header) throw notFound(apiErrors.shipToGone);
  const shipped = cart.items.filter(shipsToMultipleContacts);
  const changed = new Map(quantities.map((q) => [`${q.shipToId}:${q.cartItemId}`, q.quantity]));
  const records = [...new Set(quantities.map((q) => q.shipToId))].flatMap((shipToId) => {
    const shipTo = byId.get(shipToId);
    if (!shipTo) return [];
    return [
      {
        ...shipTo,
        // An address without a quantity of a line receives its cart quantity (as the cart prices it).
        orderContactItemQuantities: shipped.map((line) => ({
          cartItemId: line.id,
          quantity:
            changed.get(`${shipToId}:${line.id}`) ??
            shipTo.orderContactItemQuantities.find((q) => q.cartItemId === line.id)?.quantity ??
            line.quantity,
        })),
      },
    ];
  });
  const rewritten = new Map(records.map((record) => [record.shipToId, record]));
  checkMultiContactQuantities(
    cart,
    shipTos.map((shipTo) => rewritten.get(shipTo.shipToId) ?? shipTo),
  );
  await updateShipTos(key, header, records);
  return loadCart(ctx);
}

type ShipToRoutes = Pick<
  Implementation<typeof cartApi>,
  'setShipTo' | 'setMultiShipQuantities' | 'removeShipTos'
>;

export const shipToService: ShipToRoutes = {
  setShipTo: async ({ ctx, body }): Promise<Cart> => {
    const key = cartKey(ctx);
    const { mode, entries } = await shipToRecordsOf(ctx, body);
    const { header } = await loadCartRecords(key);
    await replaceShipTos(key, header, mode, entries);
    return loadCart(ctx);
  },

  setMultiShipQuantities: async ({ ctx, body }): Promise<Cart> => {
    // Quantities typed in quick succession arrive together: each applies to the list as it is then.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await setQuantities(ctx, body.quantities);
      } catch (error) {
        if (attempt >= 3 || (error as { statusCode?: number }).statusCode !== 409) throw error;
      }
    }
  },

  removeShipTos: async ({ ctx, body }): Promise<Cart> => {
    const key = cartKey(ctx);
    const { header, shipTos } = await loadCartRecords(key);
    const removing = new Set(body.ids);
    if (!shipTos.some((shipTo) => removing.has(shipTo.shipToId))) throw notFound(apiErrors.shipToGone);
    const kept = shipTos.filter((shipTo) => !removing.has(shipTo.shipToId)).map(keptFields);
    await replaceShipTos(key, header, header?.shipToMode ?? 'user', kept);
    return loadCart(ctx);
  },
};
