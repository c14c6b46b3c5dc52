import * as z from 'zod';
import { CONFIG_DEFAULTS, parseSettings } from '#platform/config';
import { requireSecretInAws, signingKey } from '#platform/secret-value';

/**
 * Configuration of the reports Lambda. The embed secret signs the short-lived report tokens: locally a
 * fixed development value; in AWS a Secrets Manager secret the stack names (no default, so a missing
 * secret fails at start).
 */
const ReportsConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    REPORT_EMBED_SECRET: z.string().min(32).optional(),
    /** AWS: the Secrets Manager secret holding the key, read at cold start (reportEmbedSecret). */
    REPORT_EMBED_SECRET_ARN: z.string().min(1).optional(),
    REPORT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    /** `portal`: the portal's own viewer; `frame`: an external BI tool at REPORT_EMBED_BASE_URL. */
    REPORT_VIEWER: z.enum(['portal', 'frame']).default('portal'),
    REPORT_EMBED_BASE_URL: z.url().optional(),
  })
  .superRefine((env, context) => {
    requireSecretInAws(env, context, 'REPORT_EMBED_SECRET');
    if (env.REPORT_VIEWER === 'frame' && !env.REPORT_EMBED_BASE_URL)
      context.addIssue({ code: 'custom', path: ['REPORT_EMBED_BASE_URL'], input: undefined });
  });
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;

let cached: ReportsConfig | undefined;

export function reportsConfig(): ReportsConfig {
  cached ??= parseSettings(ReportsConfigSchema, 'reports');
  return cached;
}

/**
 * The key that signs report embed tokens: in AWS read from Secrets Manager at cold start
 * (REPORT_EMBED_SECRET_ARN), else the configured or local development value.
 */
export function reportEmbedSecret(): Promise<string> {
  const { REPORT_EMBED_SECRET: value, REPORT_EMBED_SECRET_ARN: arn } = reportsConfig();
  return signingKey(value, arn, CONFIG_DEFAULTS.LOCAL_REPORT_EMBED_SECRET);
}
