import { join } from 'node:path';
import { handlerEntry } from '@msc/functions/capabilities';
import { TABLE_KEYS } from '@msc/functions/data/table-definition';
import { CONFIG_DEFAULTS } from '@msc/functions/platform/config';
import { emailAddressOf } from '@msc/functions/platform/email/email-message';
import type { CapabilityName } from '@msc/shared/api';
import { Aws } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { type CodeAccess, codeAccess } from './capability-access';
import {
  agencyChoiceWrites,
  agencyWritesDenied,
  companySegmentWrites,
  identityWrites,
  impersonationSessionWrites,
  userAdministrationWrites,
} from './identity-grants';
import { FUNCTIONS_DIR } from './paths';
import { partitionKeyPattern, TABLE_WRITES } from './table-partitions';

/** What a portal Lambda may be granted access to. */
export interface PortalResources {
  table: ITable;
  assets: IBucket;
  uploads: IBucket;
  documents: IBucket;
  /** The Stripe keys (`{"secretKey","publishableKey"}`), read by the payment code at cold start. */
  paymentKeys: ISecret;
  /** The user pool, for the Lambda that disables and enables sign-ins (set once Auth is made). */
  userPool?: IUserPool;
  /** The sender of the portal's emails (`Name <address>`), the code's default unless the stage names one. */
  emailFrom?: string;
}

export type Grant = (grantee: IGrantable, resources: PortalResources) => void;

/** Every item of the table but an agency's (agencyWritesDenied): what a job or workflow task may write. */
export const tableReadWrite: Grant = (grantee, resources) => {
  resources.table.grantReadWriteData(grantee);
  agencyWritesDenied(grantee, resources);
};
export const tableRead: Grant = (grantee, { table }) => table.grantReadData(grantee);
export const assetsRead: Grant = (grantee, { assets }) => assets.grantRead(grantee);
/** New objects under `catalogue/` only (uploaded product and banner images): never the seeded assets. */
export const catalogueAssetsPut: Grant = (grantee, { assets }) => assets.grantPut(grantee, 'catalogue/*');
export const uploadsRead: Grant = (grantee, { uploads }) => uploads.grantRead(grantee);
export const uploadsReadWrite: Grant = (grantee, { uploads }) => uploads.grantReadWrite(grantee);
export const documentsReadWrite: Grant = (grantee, { documents }) => documents.grantReadWrite(grantee);
export const documentsRead: Grant = (grantee, { documents }) => documents.grantRead(grantee);
export const paymentKeysRead: Grant = (grantee, { paymentKeys }) => paymentKeys.grantRead(grantee);
/**
 * Disable and enable a user's sign-in in the portal's own pool, nothing else of Cognito. ListUsers finds a
 * federated user's Cognito username from its `sub` (a SAML or OIDC user is not found by e-mail).
 */
export const signInManagement: Grant = (grantee, { userPool }) => {
  if (!userPool) throw new Error('a Lambda that disables sign-ins needs the user pool in its resources');
  userPool.grant(
    grantee,
    'cognito-idp:ListUsers',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
  );
};
/**
 * SES v2 SendEmail from the portal's sender only: the identity of EMAIL_FROM's address (an address
 * identity) or of its domain (a domain identity), whichever the account verified; no other identity.
 */
export const sesSend: Grant = (grantee, { emailFrom }) => {
  const address = emailAddressOf(emailFrom ?? CONFIG_DEFAULTS.EMAIL_FROM);
  const domain = address.split('@')[1]!;
  const identity = (name: string) =>
    `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${name}`;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [identity(address), identity(domain)],
    }),
  );
};

/**
 * Writes to the items of these entities only, by their partition keys (IAM has no condition on sort keys:
 * entities sharing a key's first attribute, e.g. `userName`, share the grant).
 */
export const entityWrites =
  (entities: readonly string[]): Grant =>
  (grantee, { table }) => {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: TABLE_WRITES,
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [...new Set(entities.map(partitionKeyPattern))].sort(),
          },
        },
      }),
    );
  };

/** What the attempts store's update and patch name on a counter (and ElectroDB's bookkeeping). */
export const ATTEMPT_ATTRIBUTES = ['scope', 'key', 'window', 'attempts', 'ttl', '__edb_e__', '__edb_v__'];

/**
 * The try and usage counters (platform/attempts-store.ts): every API request may count one (the usage
 * limits of implement.ts, the discount code, the opt-out form). UpdateItem in the attempt partitions only,
 * naming no attribute but the counter's.
 */
export const attemptCounts: Grant = (grantee, { table }) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionKeyPattern('attempt')] },
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...ATTEMPT_ATTRIBUTES],
        },
      },
    }),
  );
};

const BUCKET_GRANTS: Record<CodeAccess['buckets'][number], Grant> = {
  ASSETS_BUCKET: assetsRead,
  UPLOADS_BUCKET: uploadsReadWrite,
  DOCUMENTS_BUCKET: documentsReadWrite,
};

/** What every background Lambda gets unless listed below. */
export const DEFAULT_GRANTS: readonly Grant[] = [
  tableReadWrite,
  assetsRead,
  uploadsReadWrite,
  documentsReadWrite,
];

/**
 * Per-capability least privilege: list a capability here to replace the default grants, e.g.
 * `session: [tableRead]`. Capabilities not listed get what their code touches (grantsFor).
 */
const CAPABILITY_GRANTS: Partial<Record<CapabilityName, readonly Grant[]>> = {};

/** The workflows a capability starts: only its Lambda may call StartExecution on those state machines. */
const CAPABILITY_WORKFLOWS: Partial<Record<CapabilityName, readonly string[]>> = {
  uploads: ['upload-validate-summary'],
  expressOrder: ['express-order'],
  checkout: ['order-recipients'],
};

export const workflowsStartedBy = (capability: CapabilityName): readonly string[] =>
  CAPABILITY_WORKFLOWS[capability] ?? [];

/** The scheduled jobs that start workflows (the reconciler restarts a placed order's recipient rows). */
const JOB_WORKFLOWS: Record<string, readonly string[]> = {
  'settle-orders': ['order-recipients'],
};
export const workflowsStartedByJob = (job: string): readonly string[] => JOB_WORKFLOWS[job] ?? [];
/** The scheduled jobs that take payments (the Stripe keys' ARN in their environment, its read granted). */
export const JOBS_READING_PAYMENT_KEYS: readonly string[] = ['settle-orders', 'renew-approval-holds'];
/** The scheduled jobs that e-mail agents (the portal's link and sender in their environment, SES granted). */
export const JOBS_SENDING_EMAIL: readonly string[] = ['renew-approval-holds'];

/**
 * Workflow task and job Lambdas, keyed `workflow:<name>/<Task state>`, `workflow:<name>` or `job:<name>`;
 * default grants otherwise.
 */
const BACKGROUND_GRANTS: Record<string, readonly Grant[]> = {
  // Reads the stored file only.
  'workflow:upload-validate-summary/CheckFile': [uploadsRead],
  // Reads the file, writes the result files; never the table (the summary is written by the last step).
  'workflow:upload-validate-summary/ValidateRecords': [uploadsReadWrite],
  // Flip the upload's state in the table; no bucket access.
  'workflow:upload-validate-summary/WriteSummary': [tableReadWrite],
  'workflow:upload-validate-summary/MarkFailed': [tableReadWrite],
  // Express order: each sub code's tasks take what they need of the bulk state from their input; only
  // BuildRecipients reads the table (policyholders, suppression, returned mail, a self-selection's part),
  // RenderProof the proof's document, PriceSubCode nothing. Only the last step writes the summary.
  'workflow:express-order/BuildRecipients': [tableRead],
  'workflow:express-order/RenderProof': [documentsRead],
  'workflow:express-order/PriceSubCode': [],
  'workflow:express-order/WriteSummary': [tableReadWrite],
  'workflow:express-order/MarkFailed': [tableReadWrite],
  // Order recipients: reads the order and its order states or Express Order, writes the rows and the order.
  'workflow:order-recipients/WriteRecipients': [tableReadWrite],
  'workflow:order-recipients/MarkFailed': [],
  // The reconciler captures (the Stripe keys) and starts the order-recipients workflow again.
  'job:settle-orders': [tableReadWrite, paymentKeysRead],
  // The list refreshes read the provider's feed files and write the lists and the run record.
  'job:refresh-moving-lists': [tableReadWrite, uploadsRead],
  'job:refresh-win-back-lists': [tableReadWrite, uploadsRead],
  'job:load-new-policies': [tableReadWrite, uploadsRead],
  // Finishes or rolls back drop cancels left under way: issues their refunds again (the Stripe keys).
  'job:reconcile-pending-cancels': [tableReadWrite, paymentKeysRead],
  // Renews the card holds of orders awaiting approval (the Stripe keys), or releases the order and
  // e-mails the agent (SES).
  'job:renew-approval-holds': [tableReadWrite, paymentKeysRead, sesSend],
  // Writes the agencies' order figures anew from their orders.
  'job:backfill-order-figures': [tableReadWrite],
  // Reads the filed drops, their orders and recipient rows; writes the mailed pieces and their counts.
  'job:mail-drops': [tableReadWrite],
  // Reads users and agencies; writes the staff searches' index only (its own partitions, never a user's).
  'job:index-search': [tableRead, entityWrites(['searchWord', 'searchEntry'])],
};

/**
 * A capability's Lambda gets what its bundled code touches (capability-access.ts): table reads, the
 * identity writes every request may make, writes to the partitions of the entities its writing stores
 * name (none for a reader); a bucket only if its code names it. CAPABILITY_GRANTS still overrides.
 */
export const grantsFor = (capability: CapabilityName): readonly Grant[] => {
  const listed = CAPABILITY_GRANTS[capability];
  if (listed) return listed;
  const access = capabilityAccess(capability);
  return [
    tableRead,
    identityWrites,
    attemptCounts,
    ...(access.choosesAgency ? [agencyChoiceWrites] : []),
    ...(access.savesCompanySegment ? [companySegmentWrites] : []),
    ...(access.administersUsers ? [userAdministrationWrites] : []),
    ...(access.managesImpersonation ? [impersonationSessionWrites] : []),
    ...(access.writesTable ? [entityWrites(access.writtenEntities)] : []),
    ...access.buckets.map((bucket) => BUCKET_GRANTS[bucket]),
    ...(access.writesAssets ? [catalogueAssetsPut] : []),
    ...(access.sendsEmail ? [sesSend] : []),
    ...(access.readsPaymentKeys ? [paymentKeysRead] : []),
    ...(access.managesSignIn ? [signInManagement] : []),
  ];
};

const accessByCapability = new Map<CapabilityName, CodeAccess>();
export function capabilityAccess(capability: CapabilityName): CodeAccess {
  if (!accessByCapability.has(capability)) {
    accessByCapability.set(capability, codeAccess(join(FUNCTIONS_DIR, handlerEntry(capability))));
  }
  return accessByCapability.get(capability)!;
}

export const backgroundGrantsFor = (key: `workflow:${string}` | `job:${string}`): readonly Grant[] =>
  BACKGROUND_GRANTS[key] ?? BACKGROUND_GRANTS[key.split('/')[0]!] ?? DEFAULT_GRANTS;

export function applyGrants(grantee: IGrantable, grants: readonly Grant[], resources: PortalResources): void {
  for (const grant of grants) grant(grantee, resources);
}
