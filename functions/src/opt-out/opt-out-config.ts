import * as z from 'zod';
import { CONFIG_DEFAULTS } from '#platform/config';
import { secretValue } from '#platform/secret-value';

/**
 * Configuration of the opt-out Lambda. The link secret signs the opt-out links of campaign and confirmation
 * emails: locally a fixed development value; in AWS the stack must set it (no default, so a missing secret
 * fails at start), a Secrets Manager secret read at cold start by its ARN. A campaign sender outside the portal signs its links with the same secret
 * (`signOptOutLink`).
 */
const OptOutConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    OPT_OUT_LINK_SECRET: z.string().min(32).optional(),
    /** AWS: the Secrets Manager secret holding the key, read at cold start (optOutLinkSecret). */
    OPT_OUT_LINK_SECRET_ARN: z.string().min(1).optional(),
  })
  // An issue without a message: the path names the missing setting (operators read it, no user does).
  .superRefine((env, context) => {
    if (env.APP_ENV === 'aws' && !env.OPT_OUT_LINK_SECRET && !env.OPT_OUT_LINK_SECRET_ARN)
      context.addIssue({ code: 'custom', path: ['OPT_OUT_LINK_SECRET_ARN'], input: undefined });
  })
  .transform((env) => ({
    OPT_OUT_LINK_SECRET_ARN: env.OPT_OUT_LINK_SECRET_ARN,
    // The local development value only when the stack names no secret.
    OPT_OUT_LINK_SECRET:
      env.OPT_OUT_LINK_SECRET ??
      (env.OPT_OUT_LINK_SECRET_ARN ? undefined : CONFIG_DEFAULTS.LOCAL_OPT_OUT_LINK_SECRET),
  }));
export type OptOutConfig = z.infer<typeof OptOutConfigSchema>;

let cached: OptOutConfig | undefined;

export function optOutConfig(): OptOutConfig {
  if (cached) return cached;
  const parsed = OptOutConfigSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid opt-out configuration: ${problems.join('; ')}`);
  }
  cached = parsed.data;
  return cached;
}

/** The key that signs opt-out links: in AWS read from Secrets Manager at cold start, else the local value. */
export async function optOutLinkSecret(): Promise<string> {
  const { OPT_OUT_LINK_SECRET: value, OPT_OUT_LINK_SECRET_ARN: arn } = optOutConfig();
  return value ?? secretValue(arn!);
}
