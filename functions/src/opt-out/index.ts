/** What list building may use of the opt-out capability: the suppression-list check. */
export { isSuppressed } from './opt-out-store';
