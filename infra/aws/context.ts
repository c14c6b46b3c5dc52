import type { Node } from 'constructs';
import * as z from 'zod';

/**
 * Every deploy-time setting of the portal, read from CDK context (`cdk.json` or `-c key=value`).
 * Values given on the command line arrive as strings, so lists accept a comma-separated string too.
 */
export interface PortalContext {
  /** Deployment stage (`dev`, `staging`, `prod`…); names resources and turns on deletion protection. */
  stage: string;
  /** True for `prod`, `production` and `staging`: deletion protection on the table and the user pool. */
  protect: boolean;
  /**
   * The portal's public origin when it has its own domain (CNAME on the distribution). Allowed for browser
   * uploads (CORS) and as an OAuth redirect, next to the CloudFront domain, which is always allowed.
   */
  /** Absent for a dev stage: then only the CloudFront domain is the portal's origin. */
  webOrigin?: string;
  /** Cognito hosted UI domain prefix (`<prefix>.auth.<region>.amazoncognito.com`), unique per region. */
  hostedUiDomainPrefix: string;
  /** SAML metadata document URL of the corporate IdP; when set, the user pool federates sign-in to it. */
  samlMetadataUrl?: string;
  /** Name of that identity provider in Cognito (shown on the hosted UI, used as `identity_provider`). */
  samlProviderName: string;
  /** Extra OAuth redirect URLs (e.g. `http://localhost:3000/`), added to the portal's own origins. */
  authCallbackUrls: string[];
  authLogoutUrls: string[];
  /** Skip uploading the SPA and its config.json (infrastructure-only deploys, CI synth). */
  skipWebDeploy: boolean;
  /** The SES-verified sender of the portal's emails (send email review), e.g. `Portal <no-reply@example.com>`. */
  emailFrom?: string;
  /**
   * ACM certificate (us-east-1) for webOrigin's host: CloudFront then answers on that name with TLS 1.2 at
   * least. Without it the distribution has only the `*.cloudfront.net` certificate, which still allows
   * TLS 1.0: a dev stage only.
   */
  webCertificateArn?: string;
  /**
   * The API's own domain (a regional custom domain, its certificate in the stack's region, a DNS CNAME to
   * its regional domain name): CloudFront reaches the API there and the `execute-api` endpoint is turned
   * off. Without one the `execute-api` endpoint must stay on, as CloudFront's origin (dev stages).
   */
  api?: { domainName: string; certificateArn: string };
  /**
   * A CLOUDFRONT-scope web ACL made elsewhere (the edge stack, `-c edgeStack=true`, or a central account).
   * Without it the portal stack makes its own, which CloudFront requires in us-east-1.
   */
  webAclArn?: string;
  /** A version id of the origin-verify secret for CloudFront's header (after a rotation: docs/operations.md). */
  originVerifySecretVersion?: string;
  /** Also synthesize the edge stack (the web ACL alone, in us-east-1): app.ts. */
  edgeStack: boolean;
  /** How the stage is run: logs, deploys, backups, alarms (stage defaults, `stages.<stage>` in cdk.json, flags). */
  operations: StageOperations;
}

/** The three kinds of stage; any other stage name (a developer's own, a branch) runs like dev. */
export type StageKind = 'dev' | 'staging' | 'prod';

export interface StageOperations {
  kind: StageKind;
  /** Days CloudWatch keeps every log group of the stack (functions, API access log, state machines). */
  logRetentionDays: number;
  /**
   * CodeDeploy canary for every function's `live` alias: `percent` of the traffic for `minutes`, then all,
   * rolled back if an error alarm of the function fires. None: the alias moves at once (dev).
   */
  canary?: { percent: number; minutes: number };
  /** Days AWS Backup keeps the table's daily backups (on top of PITR's 35 days of restore points). */
  backupRetentionDays: number;
  /** Who the alarm topic emails (each confirms the subscription once). */
  alarmEmails: string[];
  /** `generated`: invented prospects (demo stages only); none: prospecting refuses until a provider is wired. */
  prospectProvider?: 'generated';
  /** The WAF web ACL in front of the portal (made by the stack under this name unless webAclArn is given). */
  wafWebAclName: string;
  /**
   * Reserved concurrency of each function: a ceiling, so that a flood on one route (or a runaway job) cannot
   * take the account's whole concurrency from the others, and a floor the others cannot take from it.
   */
  concurrency: { api: number; background: number };
  /**
   * X-Ray subsegments for each AWS SDK call and the handler (the X-Ray SDK through Powertools Tracer). Off,
   * Lambda's active tracing still records each invocation's segment, without loading the SDK, whose async
   * hook costs every promise (README, "Performance": route overhead traced and untraced).
   */
  sdkTracing: boolean;
}

/** What each kind of stage gets unless `stages.<stage>` in cdk.json (or a flag) says otherwise. */
export const STAGE_DEFAULTS: Record<
  StageKind,
  Omit<StageOperations, 'kind' | 'alarmEmails' | 'wafWebAclName'>
> = {
  // A developer's account often has the default 1,000 (or fewer) concurrent executions shared with other
  // stages: small reservations, enough for one person clicking and the integration journeys.
  dev: {
    logRetentionDays: 30,
    backupRetentionDays: 7,
    concurrency: { api: 5, background: 2 },
    sdkTracing: false,
  },
  // Staging rehearses prod's deploys, so a bad version is caught there the same way.
  staging: {
    logRetentionDays: 30,
    canary: { percent: 10, minutes: 5 },
    backupRetentionDays: 14,
    concurrency: { api: 10, background: 2 },
    sdkTracing: true,
  },
  // Prod: the stage throttle lets 200 req/s in; at ~100 ms a request that is ~20 busy functions in all,
  // so 25 lets one capability take the whole load or wait on a slow dependency. The background tasks run
  // a few uploads or one job at a time. Together (24 x 25 + 6 x 5 = 630) under the account's usual 1,000
  // minus the 100 AWS keeps unreserved; stages sharing an account add theirs (docs/operations.md).
  prod: {
    logRetentionDays: 90,
    canary: { percent: 10, minutes: 5 },
    backupRetentionDays: 35,
    concurrency: { api: 25, background: 5 },
    sdkTracing: true,
  },
};

export const stageKindOf = (stage: string): StageKind =>
  stage === 'prod' || stage === 'production' ? 'prod' : stage === 'staging' ? 'staging' : 'dev';

/** The retention periods CloudWatch Logs accepts. */
export const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

// Values given with `-c key=value` arrive as strings, so lists and flags accept strings too.
const list = z
  .union([z.array(z.unknown()), z.string(), z.null()])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');
const origin = z
  .string()
  .refine((value) => URL.canParse(value), { message: 'must be an origin like https://portal.example.com' })
  .transform((value) => new URL(value).origin);

const contextSchema = z.object({
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,20}$/, 'must be lower-case letters, digits and dashes')
    .default('dev'),
  // No placeholder: an origin nobody owns must never be allowed for CORS or OAuth redirects.
  webOrigin: origin.optional(),
  hostedUiDomainPrefix: z.string().min(1).optional(),
  samlMetadataUrl: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  samlProviderName: z.string().min(1).default('CorporateSSO'),
  authCallbackUrls: list,
  authLogoutUrls: list,
  skipWebDeploy: flag,
  edgeStack: flag,
  originVerifySecretVersion: z.string().min(1).max(64).optional(),
  emailFrom: z.string().min(3).optional(),
  webCertificateArn: z
    .string()
    .regex(/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\//, 'must be an ACM certificate ARN in us-east-1')
    .optional(),
  apiDomainName: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name like api.portal.example.com')
    .optional(),
  apiCertificateArn: z
    .string()
    .regex(/^arn:aws[\w-]*:acm:[a-z0-9-]+:\d{12}:certificate\//, 'must be an ACM certificate ARN')
    .optional(),
  webAclArn: z
    .string()
    .regex(
      /^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\//,
      'must be a CLOUDFRONT-scope web ACL ARN (wafv2, us-east-1, global/webacl/…)',
    )
    .optional(),
  alarmEmails: list,
  prospectProvider: z.enum(['generated']).optional(),
  wafWebAclName: z.string().min(1).max(128).optional(),
  /** Per stage name, settings over the stage kind's defaults, e.g. `{"prod": {"alarmEmails": ["ops@…"]}}`. */
  stages: z.record(z.string(), z.unknown()).optional(),
});

const operationsSchema = z
  .object({
    logRetentionDays: z
      .number()
      .int()
      .refine((days) => (LOG_RETENTION_DAYS as readonly number[]).includes(days), {
        message: `must be one of CloudWatch's retention periods (${LOG_RETENTION_DAYS.join(', ')})`,
      }),
    canary: z
      .object({ percent: z.number().int().min(1).max(99), minutes: z.number().int().min(1).max(60) })
      .optional(),
    backupRetentionDays: z.number().int().min(1).max(36_500),
    alarmEmails: z.array(z.email()),
    prospectProvider: z.enum(['generated']).optional(),
    wafWebAclName: z.string().regex(/^[\w-]{1,128}$/, 'must be letters, digits, _ and -'),
    concurrency: z.object({
      api: z.number().int().min(1).max(1000),
      background: z.number().int().min(1).max(1000),
    }),
    sdkTracing: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  })
  .strict();

export function readPortalContext(node: Node): PortalContext {
  const raw = Object.fromEntries(
    Object.keys(contextSchema.shape).map((key) => [key, node.tryGetContext(key) ?? undefined]),
  );
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `context ${issue.path.join('.')} ${issue.message} (got ${JSON.stringify(raw[String(issue.path[0])])})`,
    );
    throw new Error(`Invalid CDK context: ${problems.join('; ')}.`);
  }
  const {
    stages,
    alarmEmails,
    prospectProvider,
    wafWebAclName,
    apiDomainName,
    apiCertificateArn,
    ...context
  } = parsed.data;
  const kind = stageKindOf(context.stage);
  const own = (stages?.[context.stage] ?? {}) as Record<string, unknown>;
  const merged = {
    ...STAGE_DEFAULTS[kind],
    ...own,
    // Flags on the command line win over cdk.json.
    alarmEmails: alarmEmails.length > 0 ? alarmEmails : (own.alarmEmails ?? []),
    ...(prospectProvider ? { prospectProvider } : {}),
    // The ACL's name: the context's, the one in a given ARN (`…/webacl/<name>/<id>`), or the stage's own.
    wafWebAclName:
      wafWebAclName ??
      context.webAclArn?.split('/')[2] ??
      (own.wafWebAclName as string | undefined) ??
      `msc-portal-${context.stage}-edge`,
  };
  const operations = operationsSchema.safeParse(merged);
  if (!operations.success) {
    const problems = operations.error.issues.map(
      (issue) => `stage ${context.stage}: ${issue.path.join('.') || 'settings'} ${issue.message}`,
    );
    throw new Error(`Invalid CDK context: ${problems.join('; ')}.`);
  }
  if (kind === 'prod' && operations.data.prospectProvider === 'generated') {
    throw new Error(
      `Invalid CDK context: stage ${context.stage} would sell invented prospects (prospectProvider "generated" is for demo stages).`,
    );
  }
  if (kind === 'prod' && !operations.data.canary) {
    throw new Error(
      `Invalid CDK context: stage ${context.stage} deploys through a canary; give stages.${context.stage}.canary.`,
    );
  }
  if (Boolean(apiDomainName) !== Boolean(apiCertificateArn)) {
    throw new Error(
      'Invalid CDK context: apiDomainName and apiCertificateArn go together (the custom domain and its certificate).',
    );
  }
  if (context.webCertificateArn && !context.webOrigin) {
    throw new Error('Invalid CDK context: webCertificateArn needs webOrigin (the host name it certifies).');
  }
  return {
    ...context,
    ...(apiDomainName && apiCertificateArn
      ? { api: { domainName: apiDomainName, certificateArn: apiCertificateArn } }
      : {}),
    // Table and user pool deletion protection for anything that is not a developer's stage.
    protect: kind !== 'dev',
    hostedUiDomainPrefix: context.hostedUiDomainPrefix ?? `msc-portal-${context.stage}`,
    operations: { kind, ...operations.data },
  };
}
