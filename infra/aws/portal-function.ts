import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { applyGrants, type Grant, type PortalResources } from './grants';
import { bundleLambda } from './lambda-bundle';
import { functionEntry, REPO_ROOT } from './paths';

export interface PortalFunctionProps {
  /** Handler file relative to the functions workspace, e.g. `src/cart/handler.ts`; exports `handler`. */
  entry: string;
  /** The functions workspace; the real one unless a test says otherwise. */
  functionsDir?: string;
  description: string;
  resources: PortalResources;
  grants: readonly Grant[];
  /** Added to the common environment (functions/src/platform/config.ts). */
  environment?: Record<string, string>;
  /** 29 s (the HTTP API's limit) unless told; a workflow task gets its state's TimeoutSeconds. */
  timeout?: Duration;
  /** Packages with native code, installed for linux-arm64 beside the bundle instead of bundled. */
  nodeModules?: readonly string[];
}

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

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    const { resources } = props;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const entry = functionEntry(props.entry, props.description, props.functionsDir);
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
      timeout: props.timeout ?? Duration.seconds(29),
      logGroup,
      environment: {
        APP_ENV: 'aws',
        TABLE_NAME: resources.table.tableName,
        ASSETS_BUCKET: resources.assets.bucketName,
        UPLOADS_BUCKET: resources.uploads.bucketName,
        DOCUMENTS_BUCKET: resources.documents.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
        ...props.environment,
      },
    });
    applyGrants(this.function, props.grants, resources);
  }
}
