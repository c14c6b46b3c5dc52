/**
 * What step 2's program variants (the folders beside this file) use of the flow's API: a relative import
 * goes one level up at most, so they reach the flow's queries through here.
 */
export { useSetProspects } from '../api/recipient-queries';
