import { Duration, Stack } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { entityWrites, type Grant, type PortalResources, tableRead } from './grants';
import { acceptFindings, LAMBDA_FINDINGS } from './nag';
import { DEV_OPERATIONS, type FunctionOperations, PortalFunction } from './portal-function';

/** Where scan files land (functions/src/mail-tracking/scan-file.ts: `scans/<name>.jsonl` in the uploads bucket). */
export const SCAN_FILES = { prefix: 'scans/', suffix: '.jsonl' } as const;
/** The receiver as its grants and the local IAM evaluation know it (infra/local/iam/principals.ts). */
export const SCAN_RECEIVER_PRINCIPAL = 'receiver:scans';

/** The scan files and nothing else of the uploads bucket. */
const scanFilesRead: Grant = (grantee, { uploads }) => uploads.grantRead(grantee, `${SCAN_FILES.prefix}*`);

/**
 * What the receiver may touch: read the table (the piece a scan names), write the scans, their pieces and
 * their drops' counts (their partitions only), and what a scan acts on (scan-consequences.ts): a returned
 * address on the suppression list, a forwarded recipient on the Moving list, the observed delivery times;
 * read the scan files.
 */
export const SCAN_RECEIVER_GRANTS: readonly Grant[] = [
  tableRead,
  entityWrites([
    'scanEvent',
    'mailPiece',
    'mailDropCounts',
    'optOut',
    'movingList',
    'movingRecord',
    'deliveryTimes',
  ]),
  scanFilesRead,
];

export interface ScanReceiverProps {
  resources: PortalResources;
  operations?: FunctionOperations;
  functionsDir?: string;
}

/** How often Lambda runs a failed scan file again (asynchronous invocation) before it goes to ScanFileFailures. */
const SCAN_FILE_RETRY_ATTEMPTS = 2;

/**
 * Issue 49's receiver of USPS scans in AWS: the IV-MTR pull (or the provider) drops scan files under
 * `scans/` of the uploads bucket; S3 invokes this Lambda for each new one, which streams it into the
 * mail-tracking store. A file fails as a whole and is retried by Lambda's asynchronous retries; ingestion
 * being idempotent, its lines count once. A file that still fails (or waited past 6 hours) lands in
 * `failures` (the invocation record: the S3 event names the file, and the error), kept 14 days, alarmed
 * (monitoring.ts) and replayed by hand (docs/operations.md).
 */
export class ScanReceiver extends Construct {
  readonly function: PortalFunction;
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: ScanReceiverProps) {
    super(scope, id);
    this.failures = new sqs.Queue(this, 'ScanFileFailures', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acceptFindings(this.failures, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'It is the dead-letter queue itself (of scan files that failed); alarmed, replayed by hand',
      },
    ]);
    this.function = new PortalFunction(this, 'Function', {
      entry: 'src/mail-tracking/scan-receiver.ts',
      functionsDir: props.functionsDir,
      description: 'Scan receiver: IV-MTR-style scan files dropped under scans/ of the uploads bucket',
      principal: SCAN_RECEIVER_PRINCIPAL,
      resources: props.resources,
      grants: SCAN_RECEIVER_GRANTS,
      // A day's scans of every mailed piece: a large file streams for minutes.
      timeout: Duration.minutes(15),
      operations: props.operations ?? DEV_OPERATIONS,
      asyncInvoke: {
        onFailure: new SqsDestination(this.failures),
        retryAttempts: SCAN_FILE_RETRY_ATTEMPTS,
        maxEventAge: Duration.hours(6),
      },
    });
    acceptFindings(this.function.function, [
      {
        id: 'AwsSolutions-IAM5',
        reason: 'reads the scan files under scans/ of the uploads bucket only, with CDK’s read action groups',
        appliesTo: [{ regex: '/^Resource::<DataUploads[A-Za-z0-9]+\\.Arn>\\/scans\\/\\*$/g' }],
      },
    ]);
    props.resources.uploads.addEventNotification(
      s3.EventType.OBJECT_CREATED,
      new s3n.LambdaDestination(this.function.alias),
      SCAN_FILES,
    );
    // CDK's own function that sets the bucket's notification configuration (one per stack).
    const notifications = Stack.of(this).node.tryFindChild(NOTIFICATIONS_HANDLER_ID);
    if (notifications) acceptFindings(notifications, NOTIFICATION_FINDINGS);
  }
}

/** CDK's singleton that writes a bucket's notification configuration (aws-s3's notifications-resource-handler). */
const NOTIFICATIONS_HANDLER_ID = 'BucketNotificationsHandler050a0587b7544547bf325f094a3db834';

/** What CDK's bucket-notifications helper keeps: its logs policy, its runtime, a bucket-level action on `*`. */
const NOTIFICATION_FINDINGS = [
  LAMBDA_FINDINGS[0]!,
  {
    id: 'AwsSolutions-L1' as const,
    reason: 'CDK picks the helper’s Python runtime; it runs at deploy time only',
  },
  {
    id: 'AwsSolutions-IAM5' as const,
    reason: 's3:PutBucketNotification has no resource-level narrowing in CDK’s helper (it sets one bucket)',
    appliesTo: ['Resource::*'],
  },
];
