import { TABLE_KEYS } from '@msc/functions/data/table-definition';
import { ENTITIES } from '@msc/functions/platform/db';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Grant } from './grants';
import { partitionKeyPattern, TABLE_WRITES } from './table-partitions';

/*
 * The grants on who a caller is and whom they may act for: users, memberships and impersonation sessions
 * (data/identity-partition.ts) and agencies (data/agency-partition.ts), each in a partition of its own so
 * that these grants can name it. grantsFor (grants.ts) gives each Lambda those its code calls for.
 */

/**
 * No write to an agency item (data/agency-partition.ts), whatever else allows it: `mayActFor` trusts an
 * agency's `ownerMasterId` and `isOwnerMaster`. Added to the grants of the whole table (jobs, workflow
 * tasks), which no partition condition narrows; a capability's writes are allowed by their partitions
 * (entityWrites), which name the agency partition for none, and only the agency capability's company
 * segment reaches it (companySegmentWrites).
 */
export const agencyWritesDenied: Grant = (grantee, { table }) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: TABLE_WRITES,
      resources: [table.tableArn],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('agency')] } },
    }),
  );
};

/**
 * What `saveCompanySegment` in `platform/identity-store.ts` sets on an agency item (the profile's company
 * segment address), besides ElectroDB's bookkeeping: its key attribute and entity name and version.
 */
export const COMPANY_SEGMENT_ATTRIBUTES = ['companySegment', 'agencyId', '__edb_e__', '__edb_v__'];

/**
 * The one agency-item write of the portal: UpdateItem in the agency partition naming no attribute but the
 * company segment's, so not even the agency capability can set an agency's owner master, name or stat code.
 */
export const companySegmentWrites: Grant = (grantee, { table }) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('agency')] },
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...COMPANY_SEGMENT_ATTRIBUTES],
        },
      },
    }),
  );
};

/**
 * What `saveAgencyChoice` and `clearCurrentAgency` in `platform/identity-store.ts` set on a user item
 * (Change Agency, Return to Profile): granted only to the Lambdas whose code calls them.
 */
export const AGENCY_CHOICE_ATTRIBUTES = ['defaultAgencyId', 'currentAgencyId', 'hasChosenAgency'];

/**
 * What `linkLogin` in `platform/identity-store.ts` sets on a user item: the `sub` (and ElectroDB's own
 * bookkeeping of the item: its user name key attribute and entity name and version).
 */
export const USER_LINK_ATTRIBUTES = ['sub', 'userName', '__edb_e__', '__edb_v__'];

/**
 * The writes `platform/identity-store.ts` makes on any request: linking a Cognito sub to its user once
 * (the login item, then `sub` on the user item) and auditing impersonated writes. New items only in the
 * login and audit partitions; in a user's partition only an update that names no attribute but the
 * `sub` link's, so this grant can never set roles, a membership's agency or anything else of a user.
 */
export const identityWrites: Grant = (grantee, resources) => {
  const { table } = resources;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys': [partitionKeyPattern('userLogin'), partitionKeyPattern('auditRecord')],
        },
      },
    }),
  );
  userUpdates(USER_LINK_ATTRIBUTES)(grantee, resources);
};

/** Change Agency on the user item: the agency choice's attributes only, never roles or memberships. */
export const agencyChoiceWrites: Grant = (grantee, resources) =>
  userUpdates([...USER_LINK_ATTRIBUTES, ...AGENCY_CHOICE_ATTRIBUTES])(grantee, resources);

/**
 * What the Admin Center's user editor sets on a user item (`editUser`'s version bump and roles,
 * `setUserDisabled`), besides ElectroDB's bookkeeping (USER_LINK_ATTRIBUTES).
 */
export const USER_ADMINISTRATION_ATTRIBUTES = ['version', 'roles', 'primaryRole', 'disabledAt'];

/** Every attribute a membership item is put with: its own, its index keys and ElectroDB's bookkeeping. */
export function membershipAttributes(): string[] {
  const { schema } = ENTITIES.agencyMembership as unknown as {
    schema: {
      attributes: Record<string, unknown>;
      indexes: Record<string, { pk: { field: string }; sk: { field: string } }>;
    };
  };
  const keys = Object.values(schema.indexes).flatMap((index) => [index.pk.field, index.sk.field]);
  return [...new Set([...keys, ...Object.keys(schema.attributes), '__edb_e__', '__edb_v__'])].sort();
}

/**
 * The Admin Center's role, membership and disable writes (`editUser`, `setUserDisabled` in
 * platform/identity-store.ts): in the identity partitions only, an update naming no attribute but the
 * roles', the version's and the disable's; a put naming no attribute but a membership's (a user item,
 * with its roles, cannot be put); a delete naming nothing but the keys. IAM has no condition on the sort
 * key, so a user item and its memberships (one partition) are told apart by their attributes.
 */
export const userAdministrationWrites: Grant = (grantee, resources) => {
  userUpdates([...USER_LINK_ATTRIBUTES, ...USER_ADMINISTRATION_ATTRIBUTES])(grantee, resources);
  const identity = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('user')] } };
  for (const [action, attributes] of [
    ['dynamodb:PutItem', membershipAttributes()],
    ['dynamodb:DeleteItem', [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]],
  ] as const) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [action],
        resources: [resources.table.tableArn],
        conditions: { ...identity, 'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...attributes] } },
      }),
    );
  }
};

/** Starting and ending impersonation sessions (`createImpersonationSession`, `endImpersonationSession`). */
export const impersonationSessionWrites: Grant = (grantee, { table }) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('impersonationSession')] },
      },
    }),
  );
};

/** UpdateItem in the identity partitions naming no attribute but these (and the keys). */
const userUpdates =
  (attributes: readonly string[]): Grant =>
  (grantee, { table }) => {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('user')] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...attributes],
          },
        },
      }),
    );
  };
