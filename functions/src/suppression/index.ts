/** The suppression list (public opt-outs, do-not-mail addresses): the opt-out pages add to it, list builders read it. */
export { addToSuppressionList, suppressedAddressesOfZips, suppressedEmails } from './suppression-store';
