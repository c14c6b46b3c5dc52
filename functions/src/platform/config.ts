import * as z from 'zod';
import { LOCAL_DEFAULT_ENDPOINTS } from './local-aws';
import { DEFAULT_SERVICE_NAME } from './metric-names';

/** Names the Lambdas use unless the stack sets others; the local cloud creates exactly these. */
export const CONFIG_DEFAULTS = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'msc-portal',
  ASSETS_BUCKET: 'msc-assets',
  UPLOADS_BUCKET: 'msc-uploads',
  DOCUMENTS_BUCKET: 'msc-documents',
  /** Signs report embed tokens locally only: in AWS the stack must set REPORT_EMBED_SECRET. */
  LOCAL_REPORT_EMBED_SECRET: 'local-development-report-embed-secret-0001',
  /** Signs opt-out links locally only: in AWS the stack must set OPT_OUT_LINK_SECRET. */
  LOCAL_OPT_OUT_LINK_SECRET: 'local-development-opt-out-link-secret-0001',
  EMAIL_FROM: 'Marketing Solutions Center <no-reply@msc.local>',
  /** Where the local email outbox writes (the local cloud points it into its data dir). */
  EMAIL_OUTBOX_DIR: '.local/outbox',
  PORTAL_URL: 'http://localhost:3000',
} as const;

/** Every bucket the portal uses, by default name (what the local emulators must create). */
export const DEFAULT_BUCKETS = [
  CONFIG_DEFAULTS.ASSETS_BUCKET,
  CONFIG_DEFAULTS.UPLOADS_BUCKET,
  CONFIG_DEFAULTS.DOCUMENTS_BUCKET,
];

/**
 * Lambda configuration. In AWS the stack sets APP_ENV=aws and the real names; locally every value
 * defaults to the emulators that `npm start` runs, so no .env is needed.
 */
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    AWS_REGION: z.string().default(CONFIG_DEFAULTS.AWS_REGION),
    TABLE_NAME: z.string().min(1).default(CONFIG_DEFAULTS.TABLE_NAME),
    DYNAMODB_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    /** Step Functions API; locally the runner's endpoint (infra/local/workflows-runner/sfn-endpoint.ts). */
    SFN_ENDPOINT: z.url().optional(),
    ASSETS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.ASSETS_BUCKET),
    UPLOADS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.UPLOADS_BUCKET),
    DOCUMENTS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.DOCUMENTS_BUCKET),
    IMPERSONATION_TTL_MINUTES: z.coerce.number().int().positive().default(60),
    /** Skipped feed-job runs in a row before the feed is overdue (unset: per feed, shared/src/rules/feed-periods.ts). */
    FEED_SKIPS_BEFORE_ALARM: z.coerce.number().int().nonnegative().optional(),
    /**
     * The mailer id USPS assigned the portal's mail house (6 digits, or 9 beginning with 9): every mailed
     * piece's Intelligent Mail barcode carries it. Locally 000000 (none assigned).
     */
    IMB_MAILER_ID: z
      .string()
      .regex(/^([0-8]\d{5}|9\d{8})$/u)
      .default('000000'),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /** The capability a Lambda serves (the stack sets it): request metrics are also published per capability. */
    PORTAL_CAPABILITY: z.string().min(1).optional(),
    /** The `service` of log lines, metrics and traces; the stack sets one per stage (metric-names.ts). */
    POWERTOOLS_SERVICE_NAME: z.string().min(1).default(DEFAULT_SERVICE_NAME),
    /**
     * CloudFront sends it as `x-origin-verify`; without it a request came around CloudFront. In AWS the
     * stack gives the secret's ARN, read at cold start (origin-verify.ts); the value itself only in tests.
     */
    ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
    ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
    /**
     * Set: payments go to Stripe. Unset (and no STRIPE_KEYS_SECRET_ARN): to the local payment gateway at
     * PAYMENTS_ENDPOINT. Local runs and tests only: in AWS the keys come from the secret below.
     */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** AWS: the Secrets Manager secret holding the Stripe keys, read at cold start (payments/payment-keys.ts). */
    STRIPE_KEYS_SECRET_ARN: z.string().min(1).optional(),
    /** Tests only: where the Stripe SDK sends its calls in Stripe mode (a local fake); unset = Stripe's API. */
    STRIPE_API_ENDPOINT: z.url().optional(),
    PAYMENTS_ENDPOINT: z.url().optional(),
    /** ses: Amazon SES (v2). outbox: each message an .eml file under EMAIL_OUTBOX_DIR. Default by APP_ENV. */
    EMAIL_TRANSPORT: z.enum(['ses', 'outbox']).optional(),
    EMAIL_FROM: z.string().min(3).default(CONFIG_DEFAULTS.EMAIL_FROM),
    EMAIL_OUTBOX_DIR: z.string().min(1).default(CONFIG_DEFAULTS.EMAIL_OUTBOX_DIR),
    /**
     * Who supplies purchased prospect lists (prospecting/prospect-provider.ts). `generated`: invented
     * households, the default locally; unset in AWS unless the stage says so: prospecting is then refused.
     */
    PROSPECT_PROVIDER: z.enum(['generated']).optional(),
    /**
     * The Cognito user pool whose sign-ins the Admin Center opens and closes (admin/sign-in-access.ts); the
     * stack sets it only for the Lambda that disables users. Locally the local cloud's pool on cognito-local.
     */
    USER_POOL_ID: z.string().min(1).optional(),
    COGNITO_ENDPOINT: z.url().optional(),
    /** The portal's public address: links in emails point at its pages. */
    PORTAL_URL: z.url().default(CONFIG_DEFAULTS.PORTAL_URL),
  })
  .transform((env) => ({
    ...env,
    DYNAMODB_ENDPOINT:
      env.DYNAMODB_ENDPOINT ?? (env.APP_ENV === 'local' ? LOCAL_DEFAULT_ENDPOINTS.dynamodb : undefined),
    S3_ENDPOINT: env.S3_ENDPOINT ?? (env.APP_ENV === 'local' ? LOCAL_DEFAULT_ENDPOINTS.s3 : undefined),
    EMAIL_TRANSPORT: env.EMAIL_TRANSPORT ?? (env.APP_ENV === 'aws' ? 'ses' : 'outbox'),
    PROSPECT_PROVIDER:
      env.PROSPECT_PROVIDER ?? (env.APP_ENV === 'local' ? ('generated' as const) : undefined),
  }));
export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseSettings(ConfigSchema, 'Lambda');
  return cached;
}

/** A Lambda's settings from its environment; a missing or bad one stops the cold start, naming each. */
export function parseSettings<T>(schema: z.ZodType<T>, what: string): T {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid ${what} configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** For tests that point the same process at other emulators. */
export function resetConfig(): void {
  cached = undefined;
}
