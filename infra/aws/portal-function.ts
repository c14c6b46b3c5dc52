import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as codedeploy from 'aws-cdk-lib/aws-codedeploy';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { STAGE_DEFAULTS } from './context';
import { API_FUNCTION_TIMEOUT_SECONDS } from './function-limits';
import { applyGrants, type Grant, type PortalResources } from './grants';
import { bundleLambda } from './lambda-bundle';
import { acceptFindings, LAMBDA_FINDINGS } from './nag';
import { functionEntry, REPO_ROOT } from './paths';

export interface PortalFunctionProps {
  /** Handler file relative to the functions workspace, e.g. `src/cart/handler.ts`; exports `handler`. */
  entry: string;
  /** The functions workspace; the real one unless a test says otherwise. */
  functionsDir?: string;
  description: string;
  /**
   * Which function of the portal this is, as its grants know it: `capability:<name>`,
   * `workflow:<name>/<Task state>` or `job:<name>`. The template carries it (PRINCIPAL_METADATA), so a
   * reader maps function → role → policies; the local stack evaluates each SDK call so (infra/local/iam).
   */
  principal: string;
  resources: PortalResources;
  grants: readonly Grant[];
  /** Added to the common environment (functions/src/platform/config.ts). */
  environment?: Record<string, string>;
  /** API_FUNCTION_TIMEOUT_SECONDS (29 s, under the HTTP API's limit) unless told; a workflow task gets its state's TimeoutSeconds. */
  timeout?: Duration;
  /** Reserved concurrency; the stage's background figure unless told (the API gives its own). */
  reservedConcurrency?: number;
  /** Packages with native code, installed for linux-arm64 beside the bundle instead of bundled. */
  nodeModules?: readonly string[];
  /** How the stage runs its functions; a dev stage's defaults unless told (tests build constructs alone). */
  operations?: FunctionOperations;
  /** For a function invoked asynchronously (a scheduled job): its retries and where a failed event goes. */
  asyncInvoke?: { onFailure: lambda.IDestination; retryAttempts: number; maxEventAge: Duration };
}

/** What every function of a stage shares: its service name, log retention and how a new version goes live. */
export interface FunctionOperations {
  /** Powertools' `service` (log lines, metric dimension, trace). */
  serviceName: string;
  logRetentionDays: number;
  /** Reserved concurrency per API function and per background function (context.ts, StageOperations). */
  concurrency: { api: number; background: number };
  /** X-Ray SDK subsegments (StageOperations.sdkTracing); the invocation's segment is recorded either way. */
  sdkTracing?: boolean;
  /** CodeDeploy shifts the `live` alias by this config, rolling back on the function's alarms; none: at once. */
  deployment?: {
    application: codedeploy.ILambdaApplication;
    config: codedeploy.ILambdaDeploymentConfig;
    role: iam.IRole;
  };
}

export const DEV_OPERATIONS: FunctionOperations = {
  serviceName: 'msc-portal-dev',
  logRetentionDays: 30,
  concurrency: STAGE_DEFAULTS.dev.concurrency,
};

/** The function's principal key in its template Metadata (PortalFunctionProps.principal). */
export const PRINCIPAL_METADATA = 'msc:principal';

/** The alias every caller (API route, state machine, schedule) invokes: a deploy moves it, never the callers. */
export const LIVE_ALIAS = 'live';

/**
 * Context key: a folder where synth writes each bundle's esbuild metafile (`<description>.json`), beside
 * the assets rather than in them. The bench's bundle analysis reads it.
 */
export const BUNDLE_REPORT_CONTEXT = 'msc:bundleReportDir';

/**
 * Every portal Lambda is built the same way: Node.js 22 on ARM64, bundled with the local esbuild (never
 * Docker) by lambda-bundle.ts (ESM split into chunks, source maps), the configuration the handler code
 * reads, and its grants.
 */
export class PortalFunction extends Construct {
  readonly function: lambda.Function;
  /** `live`: what callers invoke; it points at the newest published version once CodeDeploy lets it. */
  readonly alias: lambda.Alias;
  /** Prod-like stages: the gradual deployment of the alias; monitoring adds the alarms that roll it back. */
  readonly deploymentGroup?: codedeploy.LambdaDeploymentGroup;
  /** What the function is, in words (alarm and dashboard labels): its description. */
  readonly label: string;
  /** The handler file bundled (absolute), and the packages installed beside it: what the weight test builds. */
  readonly entry: string;
  readonly nodeModules: readonly string[];

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    const { resources } = props;
    const operations = props.operations ?? DEV_OPERATIONS;
    this.label = props.description;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: operations.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const entry = functionEntry(props.entry, props.description, props.functionsDir);
    this.entry = entry;
    this.nodeModules = props.nodeModules ?? [];
    const reportDir = this.node.tryGetContext(BUNDLE_REPORT_CONTEXT) as string | undefined;
    this.function = new lambda.Function(this, 'Function', {
      code: lambda.Code.fromAsset(dirname(entry), {
        // The hash of what is deployed, not of a source folder shared with other entries.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: bundling is local, with the esbuild the repository pins.
          image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
          // Names the entry: CDK caches a bundle by its bundling options within one synth.
          command: ['bundle-lambda', relative(REPO_ROOT, entry)],
          local: {
            tryBundle(outputDir) {
              const metafile = bundleLambda(entry, outputDir, { nodeModules: props.nodeModules });
              if (reportDir) {
                mkdirSync(reportDir, { recursive: true });
                writeFileSync(
                  join(reportDir, `${props.description.replace(/[^\w-]+/g, '_')}.json`),
                  JSON.stringify({ description: props.description, entry, metafile }),
                );
              }
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(API_FUNCTION_TIMEOUT_SECONDS),
      reservedConcurrentExecutions: props.reservedConcurrency ?? operations.concurrency.background,
      logGroup,
      environment: {
        APP_ENV: 'aws',
        TABLE_NAME: resources.table.tableName,
        ASSETS_BUCKET: resources.assets.bucketName,
        UPLOADS_BUCKET: resources.uploads.bucketName,
        DOCUMENTS_BUCKET: resources.documents.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: operations.serviceName,
        POWERTOOLS_TRACE_ENABLED: String(operations.sdkTracing ?? false),
        ...props.environment,
      },
    });
    applyGrants(this.function, props.grants, resources);
    (this.function.node.defaultChild as lambda.CfnFunction).addMetadata(PRINCIPAL_METADATA, props.principal);
    this.traceActively();
    acceptFindings(this.function, [
      ...LAMBDA_FINDINGS,
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "reads cover the table's indexes (/index/*); objects only of the portal buckets the code names (the Admin Center's new images under catalogue/), with CDK's grant action groups",
        appliesTo: [
          { regex: `/^Resource::${dataArnFinding('DataTable')}\\/index\\/\\*$/g` },
          { regex: `/^Resource::${dataArnFinding('Data(?:Assets|Uploads|Documents)')}\\/\\*$/g` },
          // New catalogue images only (the Admin Center's product and banner uploads), never the seeded assets.
          { regex: `/^Resource::${dataArnFinding('DataAssets')}\\/catalogue\\/\\*$/g` },
          { regex: '/^Action::s3:(List|GetObject|GetBucket|DeleteObject|Abort)\\*$/g' },
        ],
      },
    ]);

    this.alias = new lambda.Alias(this, 'Live', {
      aliasName: LIVE_ALIAS,
      version: this.function.currentVersion,
      ...(props.asyncInvoke ?? {}),
    });
    if (operations.deployment) {
      this.deploymentGroup = new codedeploy.LambdaDeploymentGroup(this, 'Deployment', {
        application: operations.deployment.application,
        alias: this.alias,
        deploymentConfig: operations.deployment.config,
        role: operations.deployment.role,
        autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
      });
    }
  }
  /**
   * Active X-Ray: the function's own segment (with sdkTracing also the handler and each SDK call under it).
   * Its two actions take no resource, so they sit in one managed policy of the stack's that every function
   * attaches (one resource, not one a function: the stack is near CloudFormation's 500): the `Resource::*`
   * finding is accepted on that statement only, and any other grant with `*` fails cdk-nag.
   */
  private traceActively(): void {
    (this.function.node.defaultChild as lambda.CfnFunction).tracingConfig = { mode: 'Active' };
    this.function.role!.addManagedPolicy(tracingPolicy(Stack.of(this)));
  }
}

/**
 * How a cdk-nag finding writes the ARN of a data resource (`Data…`, data.ts) whose logical id starts with
 * `id` (a regex): `<DataTable….Arn>` in the portal's stack, `<referenceto<stack>DataTable…Arn>` (the parameter
 * the portal passes it) in a nested stack, the scheduled jobs'.
 */
function dataArnFinding(id: string): string {
  return `<(?:${id}[A-Za-z0-9]+\\.Arn|referenceto[A-Za-z0-9]+${id}[A-Za-z0-9]+Arn)>`;
}

/** The stack's one X-Ray write policy (see PortalFunction.traceActively). */
function tracingPolicy(stack: Stack): iam.ManagedPolicy {
  const id = 'LambdaTracing';
  const existing = stack.node.tryFindChild(id);
  if (existing) return existing as iam.ManagedPolicy;
  const policy = new iam.ManagedPolicy(stack, id, {
    description: 'X-Ray segments of the portal Lambdas',
    statements: [
      new iam.PolicyStatement({
        actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
        resources: ['*'],
      }),
    ],
  });
  acceptFindings(policy, [
    { id: 'AwsSolutions-IAM5', reason: 'X-Ray takes no resource (*)', appliesTo: ['Resource::*'] },
  ]);
  return policy;
}
