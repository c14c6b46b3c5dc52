import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@msc/shared/api/endpoint';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acceptFindings, LAMBDA_FINDINGS } from './nag';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  narrowingPolicy,
  PERMISSIONS_POLICY,
  withNarrowingPolicy,
} from './security-headers';

export interface WebProps {
  /** The HTTP API's domain (its custom domain, or the execute-api one), origin of `/api/*`. */
  apiDomainName: string;
  /** The WAF web ACL (CLOUDFRONT scope) in front of every behaviour. */
  webAclArn?: string;
  /**
   * The portal's own host name and its ACM certificate (us-east-1): viewers then need TLS 1.2 or later.
   * Without it CloudFront's default certificate allows TLS 1.0 (dev stages only).
   */
  domain?: { name: string; certificateArn: string };
  /** Product images, served under `/assets/<key>`. */
  assets: s3.IBucket;
  /** Sent to the API as `x-origin-verify`, so the API answers only requests that came through here. */
  originVerifySecret: string;
  /** Origins the SPA calls besides its own (Cognito), for the Content-Security-Policy. */
  connectSources: string[];
  /** Origins of presigned storage URLs (uploads, library images), in the header's policy. */
  storageSources: string[];
  /**
   * The portal's own bucket hosts (`https://<bucket>.s3.<region>.amazonaws.com`): the page's `<meta>` policy
   * narrows the header's `storageSources` to them (security-headers.ts, narrowingPolicy).
   */
  storageHosts?: string[];
  /** How long CloudFront's access logs are kept (the stage's log retention). */
  accessLogDays: number;
}

/** Build files never published: source maps, and the precompressed copies the local server uses. */
export const UNPUBLISHED_BUILD_FILES = ['*.map', '**/*.map', '*.br', '**/*.br', '*.gz', '**/*.gz'];

/**
 * Client routes (`/cart`, `/products/42`, legacy `/Default.aspx`) are served index.html by rewriting every
 * path but the build's own files (`/static/*`, `/config.json`) at the edge. Not with distribution error responses (403/404 → /index.html): those apply to
 * every behaviour and would turn the API's own 403/404 JSON answers into the SPA's HTML.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/static/') !== 0 && uri !== '/config.json') request.uri = '/index.html';
  return request;
}`;

/** `/assets/<key>` → bucket key `<key>`, as the local gateway serves them. */
const STRIP_ASSETS_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/assets\\//, '/');
  return request;
}`;

/**
 * The one origin: CloudFront serves the SPA from a private bucket (OAC), `/api/*` from the HTTP API and
 * `/assets/*` from the assets bucket (OAC).
 */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  /** CloudFront's access logs, kept the stage's log retention. */
  readonly accessLogs: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<id>.cloudfront.net` */
  readonly origin: string;
  private readonly props: WebProps;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.props = props;
    this.bucket = new s3.Bucket(this, 'SpaBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront's standard logs: every viewer request, the edge's own record beside the API's access log.
    // They need a bucket with ACLs (CloudFront writes through the awslogsdelivery account).
    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.accessLogDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acceptFindings(this.accessLogs, [
      { id: 'AwsSolutions-S1', reason: 'The access-log bucket itself: its own access would log into itself' },
    ]);

    const viewerRequest = (name: string, code: string): cloudfront.FunctionAssociation[] => [
      {
        eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
        function: new cloudfront.Function(this, name, {
          code: cloudfront.FunctionCode.fromInline(code),
          runtime: cloudfront.FunctionRuntime.JS_2_0,
        }),
      },
    ];

    // The same headers the local server sends (security-headers.ts), on every answer: pages, API, assets.
    const responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal security headers (ASVS V3.4)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            connectSources: props.connectSources,
            storageSources: props.storageSources,
            // In AWS payments always go through Stripe (the keys secret): Stripe.js and its frames.
            stripe: true,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Marketing Solutions Center portal',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy,
        functionAssociations: viewerRequest('SpaRewrite', SPA_REWRITE),
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
          }),
          responseHeadersPolicy,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        '/assets/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.assets),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy,
          functionAssociations: viewerRequest('AssetsPrefix', STRIP_ASSETS_PREFIX),
        },
      },
    });
    this.origin = `https://${this.distribution.distributionDomainName}`;
    acceptFindings(this.bucket, [
      { id: 'AwsSolutions-S1', reason: 'The public SPA build only, read by CloudFront alone (OAC)' },
    ]);
    acceptFindings(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Agents and staff work from anywhere in the country and travel: no geo restriction',
      },
      ...(props.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4' as const,
              reason:
                'Default *.cloudfront.net certificate: dev stages only (webCertificateArn sets TLS 1.2)',
            },
          ]),
    ]);
  }

  /** The build's index.html, its `<meta>` policy naming the bucket hosts when they are known. */
  private pageWithStoragePolicy(distDir: string): string {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    if (!this.props.storageHosts?.length) return html;
    const policy = narrowingPolicy({
      connectSources: this.props.connectSources,
      storageSources: this.props.storageHosts,
      stripe: true,
    });
    return withNarrowingPolicy(html, policy);
  }

  /**
   * Uploads the SPA build and its runtime `config.json`. Hashed files under `static/` are immutable and
   * go first; index.html and config.json are `no-cache` and go second, so a new index.html never points
   * at files not uploaded yet. Nothing is pruned: a browser still on the previous build keeps its chunks.
   * Without a build only config.json is uploaded (with a synth warning).
   */
  deploySite(distDir: string, config: Record<string, unknown>): void {
    const hasBuild = existsSync(join(distDir, 'index.html'));
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'msc:web-dist-missing',
        `${distDir} has no index.html: only config.json is deployed (run npm run build:web first).`,
      );
    }
    let staticFiles: s3deploy.BucketDeployment | undefined;
    if (hasBuild && existsSync(join(distDir, 'static'))) {
      staticFiles = new s3deploy.BucketDeployment(this, 'DeployStatic', {
        sources: [s3deploy.Source.asset(join(distDir, 'static'), { exclude: UNPUBLISHED_BUILD_FILES })],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'static/',
        prune: false,
        cacheControl: [
          s3deploy.CacheControl.setPublic(),
          s3deploy.CacheControl.maxAge(Duration.days(365)),
          s3deploy.CacheControl.immutable(),
        ],
        memoryLimit: 512,
      });
    }
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        ...(hasBuild
          ? [
              s3deploy.Source.asset(distDir, {
                exclude: ['static', 'static/**', 'index.html', ...UNPUBLISHED_BUILD_FILES],
              }),
              s3deploy.Source.data('index.html', this.pageWithStoragePolicy(distDir)),
            ]
          : []),
        s3deploy.Source.jsonData('config.json', config),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (staticFiles) shell.node.addDependency(staticFiles);
    // CDK's one helper function that copies the build into the bucket (a singleton of the stack).
    for (const helper of Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      acceptFindings(helper, [
        ...LAMBDA_FINDINGS,
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK's deployment helper: reads the staged build from the CDK assets bucket, writes the SPA bucket",
          appliesTo: [
            'Resource::*',
            { regex: '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-.*\\/\\*$/g' },
            { regex: '/^Resource::<WebSpaBucket[A-Za-z0-9]+\\.Arn>\\/\\*$/g' },
            { regex: '/^Action::s3:(List|GetObject|GetBucket|DeleteObject|Abort)\\*$/g' },
          ],
        },
      ]);
    }
  }
}
