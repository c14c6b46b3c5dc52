import type { CapabilityName } from '@msc/shared/api';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';

/** What a portal Lambda may be granted access to. */
export interface PortalResources {
  table: ITable;
  assets: IBucket;
  uploads: IBucket;
  documents: IBucket;
}

export type Grant = (grantee: IGrantable, resources: PortalResources) => void;

export const tableReadWrite: Grant = (grantee, { table }) => table.grantReadWriteData(grantee);
export const tableRead: Grant = (grantee, { table }) => table.grantReadData(grantee);
export const assetsRead: Grant = (grantee, { assets }) => assets.grantRead(grantee);
export const assetsReadWrite: Grant = (grantee, { assets }) => assets.grantReadWrite(grantee);
export const uploadsReadWrite: Grant = (grantee, { uploads }) => uploads.grantReadWrite(grantee);
export const documentsReadWrite: Grant = (grantee, { documents }) => documents.grantReadWrite(grantee);

/** What every Lambda gets unless listed below. */
export const DEFAULT_GRANTS: readonly Grant[] = [
  tableReadWrite,
  assetsRead,
  uploadsReadWrite,
  documentsReadWrite,
];

/**
 * Per-capability least privilege: list a capability here to replace the default grants, e.g.
 * `session: [tableRead]`. Capabilities not listed get DEFAULT_GRANTS.
 */
const CAPABILITY_GRANTS: Partial<Record<CapabilityName, readonly Grant[]>> = {
  // The home page only reads (announcements, banners, ignite details, saved items, top picks).
  home: [tableRead],
  // Favorites are the reports capability's only writes; enrollment is the opportunities capability's.
  reports: [tableReadWrite],
  opportunities: [tableReadWrite],
  // Public: writes suppression-list items only; no bucket access.
  optOut: [tableReadWrite],
};

/** Workflow task and job Lambdas, keyed `workflow:<name>` / `job:<name>`; default grants otherwise. */
const BACKGROUND_GRANTS: Record<string, readonly Grant[]> = {};

export const grantsFor = (capability: CapabilityName): readonly Grant[] =>
  CAPABILITY_GRANTS[capability] ?? DEFAULT_GRANTS;

export const backgroundGrantsFor = (key: `workflow:${string}` | `job:${string}`): readonly Grant[] =>
  BACKGROUND_GRANTS[key] ?? DEFAULT_GRANTS;

export function applyGrants(grantee: IGrantable, grants: readonly Grant[], resources: PortalResources): void {
  for (const grant of grants) grant(grantee, resources);
}
