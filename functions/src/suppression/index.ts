/** The suppression list (public opt-outs) as the list builders read it. */
export { suppressedEmails } from './suppression-store';
