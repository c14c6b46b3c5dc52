/**
 * The suppression list (public opt-outs, do-not-mail addresses, returned mail): the opt-out pages and the
 * scan events of returned pieces add to it, list builders read it.
 */
export {
  addToSuppressionList,
  returnedMailAddresses,
  suppressedAddressesOfZips,
  suppressedEmails,
  suppressReturnedAddress,
} from './suppression-store';
