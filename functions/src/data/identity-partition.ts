/**
 * The partition of a user's identity items (the user with its roles, its agency memberships), apart from
 * the `$msc#username_…` partition of everything else a user owns (carts, orders, addresses…). IAM can
 * condition writes on partition keys only, never on sort keys: sharing a partition would let any Lambda
 * that writes a user's cart also write the user's roles or a membership in another agency.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
export const IDENTITY_PARTITION = '$msc#identity#username_${userName}';
