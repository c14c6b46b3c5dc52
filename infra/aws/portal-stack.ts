import { serviceNameOf } from '@msc/functions/platform/metric-names';
import type { CapabilityName } from '@msc/shared/api';
import {
  Annotations,
  Aspects,
  Aws,
  CfnOutput,
  CfnRule,
  Duration,
  Fn,
  type IAspect,
  NestedStack,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as codedeploy from 'aws-cdk-lib/aws-codedeploy';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { Api } from './api';
import { Auth, redirectUrls } from './auth';
import { type PortalContext, readPortalContext } from './context';
import { Data } from './data';
import type { PortalResources } from './grants';
import {
  capabilityAccess,
  JOBS_READING_PAYMENT_KEYS,
  JOBS_SENDING_EMAIL,
  workflowsStartedBy,
  workflowsStartedByJob,
} from './grants';
import { SCHEDULED_JOBS, type ScheduledJobSpec } from './jobs';
import { Monitoring } from './monitoring';
import { acceptFindings } from './nag';
import { WEB_DIST_DIR } from './paths';
import type { FunctionOperations } from './portal-function';
import { ResponseCodeKey, TASKS_READING_RESPONSE_CODE_KEY } from './response-codes';
import { ScanReceiver } from './scan-receiver';
import { ScheduledJobs } from './scheduled-jobs';
import { Web } from './web';
import { WebAcl } from './web-acl';
import { stateMachineEnvName, Workflows } from './workflows';

export interface PortalStackProps extends StackProps {
  /** Defaults to the CDK context of the app (see context.ts). */
  settings?: PortalContext;
  /** Defaults to SCHEDULED_JOBS. */
  jobs?: readonly ScheduledJobSpec[];
  /** Defaults to frontend/dist. */
  webDistDir?: string;
}

/**
 * The whole portal in one stack, one construct per concern. One stack because the concerns reference
 * each other both ways at deploy time (the OAuth redirect and the upload CORS origin are the CloudFront
 * domain; CloudFront routes to the API; the API trusts the user pool; config.json carries the pool ids):
 * across stacks that is a cycle, and every cross-stack export would pin the resource it exports.
 */
export class PortalStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly workflows: Workflows;
  readonly api: Api;
  readonly jobs: ScheduledJobs;
  /** USPS scan files into the mail-tracking store (issue 49). */
  readonly scanReceiver: ScanReceiver;
  readonly web: Web;
  readonly monitoring: Monitoring;
  /** What the SPA reads at /config.json in AWS (frontend/src/app/config/runtime-config.ts). */
  readonly spaConfig: { auth: Record<string, unknown> };

  constructor(scope: Construct, id: string, props: PortalStackProps = {}) {
    super(scope, id, props);
    const settings = props.settings ?? readPortalContext(this.node);
    const { operations } = settings;
    // Every log group of the stack keeps the stage's retention, those CDK creates for its own helpers too.
    Aspects.of(this).add(new LogRetention(operations.logRetentionDays));
    if (settings.protect && !settings.webOrigin) {
      Annotations.of(this).addWarningV2(
        'msc:web-origin-missing',
        `Stage ${settings.stage} has no webOrigin: the portal answers on its CloudFront domain only and links in ` +
          'emails point there. Set webOrigin (cdk.json or -c webOrigin=https://…) before users get the address.',
      );
    }
    if (settings.protect && !settings.webCertificateArn) {
      Annotations.of(this).addWarningV2(
        'msc:default-certificate',
        `Stage ${settings.stage} has no webCertificateArn: CloudFront's default certificate still allows TLS 1.0 ` +
          '(a dev stage only). Give the ACM certificate (us-east-1) of webOrigin to require TLS 1.2.',
      );
    }
    if (settings.protect && !settings.api) {
      Annotations.of(this).addWarningV2(
        'msc:execute-api-enabled',
        `Stage ${settings.stage} has no apiDomainName: the API's execute-api endpoint stays on as CloudFront's ` +
          'origin. Give apiDomainName and apiCertificateArn to turn it off (infra/aws/README.md).',
      );
    }
    const functionOperations = this.functionOperations(settings.stage, operations);

    this.data = new Data(this, 'Data', {
      protect: settings.protect,
      uploadOrigins: settings.webOrigin ? [settings.webOrigin] : [],
      backupRetentionDays: operations.backupRetentionDays,
    });
    // The Stripe keys never enter the template or an environment: the secret is created empty (a random
    // placeholder), an operator puts {"secretKey":"sk_…","publishableKey":"pk_…"} in it, and the payment
    // code reads it at cold start (functions/src/payments/payment-keys.ts).
    const paymentKeys = new secretsmanager.Secret(this, 'StripeKeys', {
      description: 'Stripe API keys of the portal: {"secretKey":"sk_…","publishableKey":"pk_…"}',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acceptFindings(paymentKeys, [
      {
        id: 'AwsSolutions-SMG4',
        reason: "Stripe's keys are rolled in Stripe's dashboard, then put here by hand (docs/operations.md)",
      },
    ]);
    const resources: PortalResources = {
      table: this.data.table,
      assets: this.data.assets,
      uploads: this.data.uploads,
      documents: this.data.documents,
      paymentKeys,
      emailFrom: settings.emailFrom,
    };

    this.auth = new Auth(this, 'Auth', {
      protect: settings.protect,
      hostedUiDomainPrefix: settings.hostedUiDomainPrefix,
      saml: settings.samlMetadataUrl
        ? { metadataUrl: settings.samlMetadataUrl, providerName: settings.samlProviderName }
        : undefined,
    });
    resources.userPool = this.auth.userPool;

    this.workflows = new Workflows(this, 'Workflows', { resources, operations: functionOperations });

    // CloudFront proves each API request came through it with this header. CloudFront must hold the value
    // (a dynamic reference, resolved at deploy: `originVerifySecretVersion` picks a rotated version); the
    // Lambdas read it from Secrets Manager at cold start (functions/src/platform/origin-verify.ts).
    const originVerify = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'x-origin-verify: CloudFront to the portal API',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    acceptFindings(originVerify, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'CloudFront must be redeployed with a new value: rotated by hand (docs/operations.md)',
      },
    ]);
    const originVerifySecret = SecretValue.secretsManager(originVerify.secretArn, {
      versionId: settings.originVerifySecretVersion,
    }).unsafeUnwrap();

    this.api = new Api(this, 'Api', {
      resources,
      domain: settings.api,
      jwt: { issuer: this.auth.issuer, audience: [this.auth.client.userPoolClientId] },
      environment: {
        ...this.workflows.environment(),
        ORIGIN_VERIFY_SECRET_ARN: originVerify.secretArn,
        // Links in emails point at the portal's own domain; its SES sender is a deploy-time setting.
        ...(settings.webOrigin ? { PORTAL_URL: settings.webOrigin } : {}),
        ...(settings.emailFrom ? { EMAIL_FROM: settings.emailFrom } : {}),
        // No value: prospecting refuses to start (functions/src/prospecting/prospect-provider.ts).
        ...(operations.prospectProvider ? { PROSPECT_PROVIDER: operations.prospectProvider } : {}),
      },
      operations: functionOperations,
    });
    for (const [capability, fn] of Object.entries(this.api.functions)) {
      originVerify.grantRead(fn);
      // Least privilege: a capability may start only the workflows it is listed for (grants.ts), and only
      // if its code really starts one.
      const workflows = workflowsStartedBy(capability as CapabilityName);
      if (workflows.length > 0 && !capabilityAccess(capability as CapabilityName).startsWorkflows)
        throw new Error(
          `Capability ${capability} is listed to start ${workflows}, but its code starts none.`,
        );
      for (const workflow of workflows) {
        const machine = this.workflows.stateMachines[workflow];
        if (!machine)
          throw new Error(`Capability ${capability} starts workflow ${workflow}, which does not exist.`);
        machine.grantStartExecution(fn);
      }
    }

    new ResponseCodeKey(this, 'ResponseCodeKey', {
      capabilities: this.api.functions,
      tasks: TASKS_READING_RESPONSE_CODE_KEY.flatMap(({ workflow, task }) =>
        (this.workflows.tasks[workflow] ?? []).filter((fn) => fn.node.id === task).map((fn) => fn.function),
      ),
    });

    // The jobs (their Lambdas, roles, aliases, schedules, schedule group and the two queues) in a nested stack
    // of their own, beside the alarms' (below): in the portal's stack they came to 440 of CloudFormation's 500.
    this.jobs = new ScheduledJobs(new NestedStack(this, 'ScheduledJobs'), 'Jobs', {
      jobs: props.jobs ?? SCHEDULED_JOBS,
      resources,
      operations: functionOperations,
    });
    // Goes live at once (no canary): a receiver's failed file is retried, and ingestion is idempotent.
    this.scanReceiver = new ScanReceiver(this, 'ScanReceiver', {
      resources,
      operations: { ...functionOperations, deployment: undefined },
    });
    for (const [job, fn] of Object.entries(this.jobs.functions)) {
      for (const workflow of workflowsStartedByJob(job)) {
        const machine = this.workflows.stateMachines[workflow];
        if (!machine) throw new Error(`Job ${job} starts workflow ${workflow}, which does not exist.`);
        machine.grantStartExecution(fn);
        fn.addEnvironment(stateMachineEnvName(workflow), machine.stateMachineArn);
      }
      if (JOBS_READING_PAYMENT_KEYS.includes(job))
        fn.addEnvironment('STRIPE_KEYS_SECRET_ARN', paymentKeys.secretArn);
    }

    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      webAclArn: settings.webAclArn ?? this.ownWebAcl(operations.wafWebAclName).arn,
      domain:
        settings.webOrigin && settings.webCertificateArn
          ? { name: new URL(settings.webOrigin).hostname, certificateArn: settings.webCertificateArn }
          : undefined,
      assets: this.data.assets,
      originVerifySecret,
      connectSources: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://${this.auth.hostedUiDomain}`,
      ],
      // Uploads are PUT straight to the uploads bucket, library images and proofs read from the assets and
      // documents buckets with presigned URLs. In the header a bucket's own name would make a cycle (the
      // uploads bucket's CORS rule names the distribution), so the region's S3 hosts there; the page's own
      // <meta> policy, deployed after both, narrows them to the three buckets (web.ts).
      storageSources: [`https://*.s3.${this.region}.amazonaws.com`],
      storageHosts: [this.data.assets, this.data.uploads, this.data.documents].map(
        (bucket) => `https://${bucket.bucketRegionalDomainName}`,
      ),
      accessLogDays: operations.logRetentionDays,
    });

    // The portal's origins: the CloudFront domain (always) and its own domain (context webOrigin).
    const webOrigins = [this.web.origin, ...(settings.webOrigin ? [settings.webOrigin] : [])];
    // Without a domain of its own, links in emails point at the CloudFront domain (never at localhost).
    if (!settings.webOrigin) {
      for (const fn of Object.values(this.api.functions)) fn.addEnvironment('PORTAL_URL', this.web.origin);
    }
    // The jobs that e-mail agents (an order awaiting approval released): the same sender and links.
    for (const job of JOBS_SENDING_EMAIL) {
      const fn = this.jobs.functions[job];
      if (!fn) continue;
      fn.addEnvironment('PORTAL_URL', settings.webOrigin ?? this.web.origin);
      if (settings.emailFrom) fn.addEnvironment('EMAIL_FROM', settings.emailFrom);
    }
    this.data.allowUploadsFrom([this.web.origin]);
    for (const origin of webOrigins) this.auth.addRedirectOrigin(origin);
    this.auth.addRedirectUrls(settings.authCallbackUrls, settings.authLogoutUrls);

    this.spaConfig = {
      auth: {
        mode: 'hosted-ui',
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        domain: this.auth.hostedUiDomain,
        // Lists, as Amplify's oauth config takes them: it uses the one on the current origin.
        redirectSignIn: webOrigins.map((origin) => redirectUrls(origin).signIn),
        redirectSignOut: webOrigins.map((origin) => redirectUrls(origin).signOut),
      },
    };
    if (!settings.skipWebDeploy) this.web.deploySite(props.webDistDir ?? WEB_DIST_DIR, this.spaConfig);

    // The alarms, topic and dashboard in a nested stack of their own: with them the portal's stack would pass
    // CloudFormation's 500 resources (468 of them on 2026-11-28, 144 alarms).
    this.monitoring = new Monitoring(new NestedStack(this, 'Operations'), 'Monitoring', {
      alarmPrefix: this.stackName,
      serviceName: functionOperations.serviceName,
      alarmEmails: operations.alarmEmails,
      api: this.api,
      workflows: this.workflows,
      jobs: this.jobs,
      table: this.data.table,
      wafWebAclName: operations.wafWebAclName,
      scanReceiver: {
        fn: this.scanReceiver.function,
        failures: this.scanReceiver.failures,
        silence: operations.kind !== 'dev',
      },
    });

    // No execute-api URL: the API answers only through CloudFront. Its own domain's DNS target, if any.
    if (this.api.customDomain) {
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.api.customDomain.regionalDomainName,
        description: `CNAME ${this.api.customDomain.name} to this (the API's custom domain)`,
      });
    }
    new CfnOutput(this, 'PortalUrl', { value: this.web.origin, description: 'The portal (CloudFront)' });
    new CfnOutput(this, 'DistributionDomainName', { value: this.web.distribution.distributionDomainName });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'HostedUiDomain', { value: this.auth.hostedUiDomain });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
    // What the runbook (docs/operations.md) asks for by name: the table to restore, the jobs to rerun, the
    // queues to replay.
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    for (const [name, fn] of Object.entries(this.jobs.functions)) {
      new CfnOutput(
        this,
        `Job${name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())}Function`,
        {
          value: fn.functionName,
          description: `Scheduled job ${name} (invoke its :live alias)`,
        },
      );
    }
    if (this.jobs.deadLetters && this.jobs.failures) {
      new CfnOutput(this, 'JobsDeadLettersUrl', { value: this.jobs.deadLetters.queueUrl });
      new CfnOutput(this, 'JobsFailedRunsUrl', { value: this.jobs.failures.queueUrl });
    }
  }

  /**
   * The stage's own web ACL. CloudFront takes only CLOUDFRONT-scope ACLs, which exist in us-east-1 alone:
   * deployed anywhere else, the stack stops before creating anything (the rule below) and says to make the
   * ACL with the edge stack and give its ARN as webAclArn.
   */
  private ownWebAcl(name: string): WebAcl {
    new CfnRule(this, 'WebAclRegion', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription:
            'The portal makes its CloudFront web ACL in us-east-1 only. In another region deploy the edge ' +
            'stack first (-c edgeStack=true) and give its WebAclArn output as -c webAclArn=…',
        },
      ],
    });
    return new WebAcl(this, 'Edge', { name });
  }

  /**
   * What every function of the stage shares. A canary stage gets one CodeDeploy application and one service
   * role for all its deployment groups (a role per group would cost a resource each).
   */
  private functionOperations(stage: string, operations: PortalContext['operations']): FunctionOperations {
    const base = {
      serviceName: serviceNameOf(stage),
      logRetentionDays: operations.logRetentionDays,
      concurrency: operations.concurrency,
      sdkTracing: operations.sdkTracing,
    };
    if (!operations.canary) return base;
    const { percent, minutes } = operations.canary;
    const config =
      percent === 10 && minutes === 5
        ? codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES
        : new codedeploy.LambdaDeploymentConfig(this, 'Canary', {
            trafficRouting: codedeploy.TrafficRouting.timeBasedCanary({
              percentage: percent,
              interval: Duration.minutes(minutes),
            }),
          });
    const role = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
      ],
      description: 'CodeDeploy: shifts the live aliases of the portal functions',
    });
    acceptFindings(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason: "CodeDeploy's own limited Lambda policy: moves aliases, reads the rollback alarms",
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
        ],
      },
    ]);
    return {
      ...base,
      deployment: { application: new codedeploy.LambdaApplication(this, 'Deployments'), config, role },
    };
  }
}

/** The stage's retention on every log group of the stack, CDK's own helpers' too (they default to 2 years). */
class LogRetention implements IAspect {
  constructor(private readonly days: number) {}

  visit(node: IConstruct): void {
    if (node instanceof logs.CfnLogGroup) node.retentionInDays = this.days;
  }
}
