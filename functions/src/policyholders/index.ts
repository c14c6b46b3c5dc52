/**
 * The agencies' policyholders (loaded from the policy feed) as the capabilities read them: cross-sell lists,
 * renewals and 6-month auto policies for retention and reports, the recipients of a campaign's step 2.
 */
export { policyholderAddress } from './policyholder-address';
export {
  loadCrossSellList,
  type PolicyholderItem,
  policyholdersForRecipients,
  type RecipientRecord,
  renewalsBetween,
  sixMonthPoliciesOf,
} from './policyholders-store';
