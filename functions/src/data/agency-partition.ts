/**
 * The partition of an agency item (its name, stat code, owner master and company segment), apart from the
 * `$msc#agencyid_…` partition of everything else an agency owns (mail lists, policyholders, opportunities,
 * enrollments…). IAM can condition writes on partition keys only: sharing that partition would let every
 * Lambda that writes an agency's lists or enrollments also rewrite `ownerMasterId` and `isOwnerMaster`,
 * which `mayActFor` trusts to let an owner master act for its sub codes.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
export const AGENCY_PARTITION = '$msc#agency#agencyid_${agencyId}';
