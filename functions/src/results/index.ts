/**
 * What other capabilities use of results (issue 48: closed-loop results): the new-policy feed's job (the job
 * registry), its columns and the households that answered (the local demo's feed generator), and the results of an order's drops and
 * campaigns (reports).
 */
export { directResponsesOf } from './direct-responses';
export { LOAD_NEW_POLICIES, loadNewPolicies } from './load-new-policies';
export { mailedByAgency } from './mailed-households';
export { NEW_POLICY_FEED_ALL_COLUMNS, NEW_POLICY_FEED_NAMES } from './new-policy-feed';
export { agencyDropResults, campaignResults, orderResults } from './results-view';
