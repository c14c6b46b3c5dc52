/** The suppression list (public opt-outs, do-not-mail addresses) as the list builders read it. */
export { suppressedAddressesOfZips, suppressedEmails } from './suppression-store';
