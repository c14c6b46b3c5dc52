import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@msc/functions/data/table-definition';
import { documentKey } from '@msc/functions/documents/documents-store';
import { EXPORTS_PREFIX } from '@msc/functions/platform/table-export';
import { UPLOAD_RETENTION_DAYS } from '@msc/shared/rules/upload-limits';
import { Duration, Lazy, RemovalPolicy } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acceptFindings } from './nag';

export interface DataProps {
  /** Deletion protection on the table (prod-like stages). */
  protect: boolean;
  /**
   * The portal's origins: they PUT presigned uploads and GET downloads; more can be added with
   * `allowUploadsFrom`.
   */
  uploadOrigins: string[];
  /** Days AWS Backup keeps the table's daily backups; no plan when absent (constructs tested alone). */
  backupRetentionDays?: number;
}

/** How long an overwritten or deleted user file can still be brought back. */
export const NONCURRENT_VERSION_DAYS = 30;

/**
 * Exports (order history, lists, downloads tables) are fetched once through a presigned URL valid for
 * minutes: a day covers any retry, and a copy of personal data is not kept beyond it (ASVS V14.2.7).
 */
export const EXPORT_RETENTION_DAYS = 1;
/**
 * Proofs (`documents/<id>.pdf`): a personalization proof is also the file of the custom download made
 * from it (the download keeps its key), which a user may download again from the downloads table. A year
 * keeps a year's downloads, then the file goes (the download's row stays; its file link then finds nothing).
 */
export const PROOF_RETENTION_DAYS = 365;

/** The prefix the documents capability writes proofs under (`documents/<id>.pdf`). */
export const PROOFS_PREFIX = documentKey('').replace(/\.pdf$/, '');

const string = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** The single table (from functions/src/data/table-definition.ts) and the three data buckets. */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  /** Product images and other catalogue files, served by CloudFront under /assets. */
  readonly assets: s3.Bucket;
  /** Ship-to lists and mail lists the browser PUTs with presigned URLs; transient. */
  readonly uploads: s3.Bucket;
  /** Proofs, downloads and exports. */
  readonly documents: s3.Bucket;
  /** Daily backups of the table, beside its point-in-time recovery. */
  readonly backupPlan?: backup.BackupPlan;
  private readonly uploadOrigins: string[] = [];

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: string(TABLE_KEYS.partitionKey),
      sortKey: string(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: props.protect,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_SECONDARY_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
        ...('nonKeyAttributes' in index
          ? { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.nonKeyAttributes] }
          : { projectionType: dynamodb.ProjectionType.ALL }),
      });
    }

    if (props.backupRetentionDays) {
      // PITR restores to any second of the last 35 days; these snapshots outlive it (and a deleted table).
      this.backupPlan = new backup.BackupPlan(this, 'Backups', {
        backupPlanRules: [
          new backup.BackupPlanRule({
            ruleName: 'Daily',
            scheduleExpression: events.Schedule.cron({ hour: '5', minute: '0' }),
            deleteAfter: Duration.days(props.backupRetentionDays),
          }),
        ],
      });
      const selection = this.backupPlan.addSelection('Table', {
        resources: [backup.BackupResource.fromDynamoDbTable(this.table)],
      });
      acceptFindings(selection, [
        {
          id: 'AwsSolutions-IAM4',
          reason: "AWS Backup's own service role policy, what it needs to snapshot the table",
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup',
          ],
        },
      ]);
    }

    const privateBucket: s3.BucketProps = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    };
    // Buckets that keep what users made or uploaded for good (library images, proofs, downloads, exports):
    // versioned, so an overwrite or a delete can be undone for a while.
    const userFiles: s3.BucketProps = {
      ...privateBucket,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS) }],
    };
    this.assets = new s3.Bucket(this, 'Assets', userFiles);
    // The SPA fetches downloads and exports as blobs (spec 1 §7), so the portal's origins may GET.
    this.documents = new s3.Bucket(this, 'Documents', {
      ...userFiles,
      lifecycleRules: [
        ...(userFiles.lifecycleRules ?? []),
        // Versioned bucket: the expiry leaves a delete marker, and the version it hides goes a day later.
        {
          id: 'exports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORT_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        { id: 'proofs', prefix: PROOFS_PREFIX, expiration: Duration.days(PROOF_RETENTION_DAYS) },
        // Delete markers with no version left behind them are only clutter.
        { id: 'delete-markers', expiredObjectDeleteMarker: true },
      ],
      cors: [
        {
          allowedMethods: [s3.HttpMethods.GET],
          allowedOrigins: Lazy.list({ produce: () => this.uploadOrigins }),
          allowedHeaders: ['*'],
          exposedHeaders: ['Content-Disposition'],
          maxAge: 3000,
        },
      ],
    });
    // Not versioned: uploaded lists (names and addresses) must be gone UPLOAD_RETENTION_DAYS after upload;
    // versions would keep them longer. Each is read once by the pipeline, whose results live in the table.
    this.uploads = new s3.Bucket(this, 'Uploads', {
      ...privateBucket,
      versioned: false,
      lifecycleRules: [
        {
          expiration: Duration.days(UPLOAD_RETENTION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: Lazy.list({ produce: () => this.uploadOrigins }),
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });
    for (const bucket of [this.assets, this.documents, this.uploads]) {
      acceptFindings(bucket, [
        {
          id: 'AwsSolutions-S1',
          reason: 'Reached only by presigned URLs the API issues and logs (access log, audit records)',
        },
      ]);
    }
    this.allowUploadsFrom(props.uploadOrigins);
  }

  /** Adds origins allowed to PUT presigned uploads (tokens allowed, e.g. the CloudFront domain). */
  allowUploadsFrom(origins: string[]): void {
    for (const origin of origins) if (!this.uploadOrigins.includes(origin)) this.uploadOrigins.push(origin);
  }
}
