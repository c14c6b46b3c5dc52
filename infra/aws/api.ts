import { handlerEntry } from '@msc/functions/capabilities';
import { apiRoutes, CAPABILITY_NAMES, type CapabilityName } from '@msc/shared/api';
import { Duration, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_INTEGRATION_TIMEOUT_SECONDS } from './function-limits';
import { capabilityAccess, grantsFor, type PortalResources } from './grants';
import { acceptFindings } from './nag';
import { DEV_OPERATIONS, type FunctionOperations, PortalFunction } from './portal-function';

export interface ApiProps {
  resources: PortalResources;
  /** JWT issuer (the user pool's provider URL) and audience (the SPA client id). */
  jwt: { issuer: string; audience: string[] };
  /** Added to every capability's environment (e.g. state machine ARNs). */
  environment?: Record<string, string>;
  operations?: FunctionOperations;
  /**
   * The API's own domain and its regional certificate. Given: CloudFront reaches the API there and the
   * `execute-api` endpoint is off, so nothing reaches the Lambdas around CloudFront and its WAF. Not given
   * (dev): the `execute-api` domain is CloudFront's origin and must stay on; the origin-verify header then
   * is the only guard.
   */
  domain?: { domainName: string; certificateArn: string };
}

/** Capabilities whose code needs a package with native binaries (sharp: the image library's thumbnails). */
export const NATIVE_MODULES: Partial<Record<CapabilityName, readonly string[]>> = { images: ['sharp'] };

/** Requests per second across the stage, and the burst above it. */
export const API_RATE_LIMIT = 200;
export const API_BURST_LIMIT = 400;

/**
 * The HTTP API: one Lambda per capability, one route per contract endpoint, the Cognito JWT authorizer on
 * every route whose auth is not 'public'. Nothing here names a route: adding an endpoint to the contract
 * adds its route.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions: Record<string, lambda.Function> = {};
  /** Per capability, its function with the `live` alias the routes invoke. */
  readonly capabilities: Record<string, PortalFunction> = {};
  /** The access log: one JSON line per request. */
  readonly accessLogs: logs.LogGroup;
  /**
   * The routes, their integrations and invoke permissions, in a nested stack: one route per endpoint grows
   * with the contract, and CloudFormation allows 500 resources per stack.
   */
  readonly routes: NestedStack;
  /** The API's own domain, when the stage has one (its DNS name must point at `regionalDomainName`). */
  readonly customDomain?: apigw.DomainName;
  private readonly customDomainName?: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Portal API (routes generated from shared/src/api)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.domain !== undefined,
    });
    this.customDomainName = props.domain?.domainName;
    this.customDomain = props.domain
      ? new apigw.DomainName(this, 'Domain', {
          domainName: props.domain.domainName,
          certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          securityPolicy: apigw.SecurityPolicy.TLS_1_2,
        })
      : undefined;
    const operations = props.operations ?? DEV_OPERATIONS;
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: operations.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.accessLogs = accessLogs;
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // A ceiling per stage, so one client cannot exhaust the Lambdas' concurrency for everyone.
      throttle: { rateLimit: API_RATE_LIMIT, burstLimit: API_BURST_LIMIT },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    if (this.customDomain) {
      new apigw.ApiMapping(this, 'DomainMapping', {
        api: this.httpApi,
        domainName: this.customDomain,
        stage: this.stage,
      });
    }

    const jwtAuthorizer = new HttpJwtAuthorizer('Cognito', props.jwt.issuer, {
      jwtAudience: props.jwt.audience,
      identitySource: ['$request.header.Authorization'],
    });
    const noAuthorizer = new apigw.HttpNoneAuthorizer();

    const integrations = new Map<CapabilityName, HttpLambdaIntegration>();
    for (const capability of CAPABILITY_NAMES) {
      const portalFunction = new PortalFunction(this, `Capability-${capability}`, {
        entry: handlerEntry(capability),
        description: `Portal API: ${capability}`,
        principal: `capability:${capability}`,
        resources: props.resources,
        grants: grantsFor(capability),
        // The request metrics' second dimension set: alarms and widgets per capability (route group).
        environment: { ...props.environment, PORTAL_CAPABILITY: capability },
        nodeModules: NATIVE_MODULES[capability],
        reservedConcurrency: operations.concurrency.api,
        operations,
      });
      const fn = portalFunction.function;
      this.functions[capability] = fn;
      this.capabilities[capability] = portalFunction;
      // The secret's ARN, not its value: the code reads the keys at cold start.
      if (capabilityAccess(capability).readsPaymentKeys) {
        fn.addEnvironment('STRIPE_KEYS_SECRET_ARN', props.resources.paymentKeys.secretArn);
      }
      const { userPool } = props.resources;
      if (capabilityAccess(capability).managesSignIn && userPool) {
        fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
      }
      // One invoke permission per function (not per route): keeps the stack below 500 resources. Routes call
      // the live alias, so a deploy (and its rollback) moves what they reach.
      integrations.set(
        capability,
        new HttpLambdaIntegration(`${capability}Integration`, portalFunction.alias, {
          scopePermissionToRoute: false,
          // Below the function's timeout: a slow request is a 504 from API Gateway (function-limits.ts).
          timeout: Duration.seconds(API_INTEGRATION_TIMEOUT_SECONDS),
        }),
      );
    }

    // Report embed tokens are signed with a generated secret only the reports Lambda reads
    // (functions/src/reports/reports-config.ts refuses to start in AWS without it).
    const reportEmbedSecret = new secretsmanager.Secret(this, 'ReportEmbedSecret', {
      description: 'HMAC key of the report embed tokens',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // Its ARN, not its value: the Lambda reads the key at cold start.
    acceptFindings(reportEmbedSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by hand (docs/operations.md): tokens live minutes, a rotation only ends open reports',
      },
    ]);
    const reports = this.functions.reports;
    if (reports) {
      reports.addEnvironment('REPORT_EMBED_SECRET_ARN', reportEmbedSecret.secretArn);
      reportEmbedSecret.grantRead(reports);
    }
    // Opt-out links are signed the same way; only the opt-out Lambda reads the key, by its ARN at cold start
    // (functions/src/opt-out/opt-out-config.ts refuses to start in AWS without it).
    const optOutLinkSecret = new secretsmanager.Secret(this, 'OptOutLinkSecret', {
      description: 'HMAC key of the signed opt-out links in emails',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acceptFindings(optOutLinkSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by hand (docs/operations.md): a rotation ends the open opt-out links, which expire anyway',
      },
    ]);
    const optOut = this.functions.optOut;
    if (optOut) {
      optOut.addEnvironment('OPT_OUT_LINK_SECRET_ARN', optOutLinkSecret.secretArn);
      optOutLinkSecret.grantRead(optOut);
    }

    this.routes = new NestedStack(this, 'Routes', {
      description: 'Portal API routes: one per endpoint of shared/src/api',
    });
    for (const route of apiRoutes()) {
      const method = apigw.HttpMethod[route.method];
      const httpRoute = new apigw.HttpRoute(this.routes, `${method}${route.path}`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, method),
        integration: integrations.get(route.capability)!,
        authorizer: route.definition.auth === 'public' ? noAuthorizer : jwtAuthorizer,
      });
      if (route.definition.auth === 'public') {
        acceptFindings(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              "Public by the spec (auth: 'public', e.g. opt-out); the WAF's tighter rate rule covers it",
          },
        ]);
      }
    }
  }

  /** CloudFront's origin: the API's own domain, else `<api-id>.execute-api.<region>.amazonaws.com`. */
  get domainName(): string {
    if (this.customDomainName) return this.customDomainName;
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }
}
