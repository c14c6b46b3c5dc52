import { join } from 'node:path';
import { handlerEntry } from '@msc/functions/capabilities';
import type { CapabilityName } from '@msc/shared/api';
import { Aws } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { type CodeAccess, codeAccess } from './capability-access';
import { FUNCTIONS_DIR } from './paths';

/** What a portal Lambda may be granted access to. */
export interface PortalResources {
  table: ITable;
  assets: IBucket;
  uploads: IBucket;
  documents: IBucket;
  /** The Stripe keys (`{"secretKey","publishableKey"}`), read by the payment code at cold start. */
  paymentKeys: ISecret;
}

export type Grant = (grantee: IGrantable, resources: PortalResources) => void;

export const tableReadWrite: Grant = (grantee, { table }) => table.grantReadWriteData(grantee);
export const tableRead: Grant = (grantee, { table }) => table.grantReadData(grantee);
export const assetsRead: Grant = (grantee, { assets }) => assets.grantRead(grantee);
export const assetsReadWrite: Grant = (grantee, { assets }) => assets.grantReadWrite(grantee);
export const uploadsRead: Grant = (grantee, { uploads }) => uploads.grantRead(grantee);
export const uploadsReadWrite: Grant = (grantee, { uploads }) => uploads.grantReadWrite(grantee);
export const documentsReadWrite: Grant = (grantee, { documents }) => documents.grantReadWrite(grantee);
export const paymentKeysRead: Grant = (grantee, { paymentKeys }) => paymentKeys.grantRead(grantee);
/** SES v2 SendEmail (raw messages) from the account's verified identities. */
export const sesSend: Grant = (grantee) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
    }),
  );
};

/**
 * The writes `platform/identity-store.ts` makes on any request (linking a Cognito sub to its user once,
 * auditing impersonated writes), limited to those items' partition keys (ElectroDB's `$msc#<key>_…`).
 */
export const IDENTITY_WRITE_KEYS = ['$msc#sub_*', '$msc#username_*', '$msc#actorusername_*'];
export const identityWrites: Grant = (grantee, { table }) => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': IDENTITY_WRITE_KEYS } },
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
const CAPABILITY_GRANTS: Partial<Record<CapabilityName, readonly Grant[]>> = {
  // Signs PUT URLs, reads result files and stored CSVs (a CSV's records are read back from it) in the
  // uploads bucket; the upload, its edits and the cart in the table.
  uploads: [tableReadWrite, uploadsReadWrite],
};

/** The workflows a capability starts: only its Lambda may call StartExecution on those state machines. */
const CAPABILITY_WORKFLOWS: Partial<Record<CapabilityName, readonly string[]>> = {
  uploads: ['upload-validate-summary'],
};

export const workflowsStartedBy = (capability: CapabilityName): readonly string[] =>
  CAPABILITY_WORKFLOWS[capability] ?? [];

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
  // The list refreshes read the provider's feed files and write the lists and the run record.
  'job:refresh-moving-lists': [tableReadWrite, uploadsRead],
  'job:refresh-win-back-lists': [tableReadWrite, uploadsRead],
};

/**
 * A capability's Lambda gets what its bundled code touches (capability-access.ts): the table read-write
 * only if one of its stores writes, else read plus the identity writes every request may make; a bucket
 * only if its code names it. CAPABILITY_GRANTS still overrides.
 */
export const grantsFor = (capability: CapabilityName): readonly Grant[] => {
  const listed = CAPABILITY_GRANTS[capability];
  if (listed) return listed;
  const access = capabilityAccess(capability);
  return [
    ...(access.writesTable ? [tableReadWrite] : [tableRead, identityWrites]),
    ...access.buckets.map((bucket) => BUCKET_GRANTS[bucket]),
    ...(access.sendsEmail ? [sesSend] : []),
    ...(access.readsPaymentKeys ? [paymentKeysRead] : []),
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
