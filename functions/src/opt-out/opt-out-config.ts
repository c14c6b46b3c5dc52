import * as z from 'zod';
import { CONFIG_DEFAULTS, parseSettings } from '#platform/config';
import { requireSecretInAws, signingKey } from '#platform/secret-value';

/**
 * Configuration of the opt-out Lambda. The link secret signs the opt-out links of campaign and confirmation
 * emails: locally a fixed development value; in AWS a Secrets Manager secret read at cold start by its ARN.
 * A campaign sender outside the portal signs its links with the same secret (`signOptOutLink`).
 */
const OptOutConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    OPT_OUT_LINK_SECRET: z.string().min(32).optional(),
    OPT_OUT_LINK_SECRET_ARN: z.string().min(1).optional(),
  })
  .superRefine((env, context) => requireSecretInAws(env, context, 'OPT_OUT_LINK_SECRET'));
export type OptOutConfig = z.infer<typeof OptOutConfigSchema>;

let cached: OptOutConfig | undefined;

export function optOutConfig(): OptOutConfig {
  cached ??= parseSettings(OptOutConfigSchema, 'opt-out');
  return cached;
}

/** The key that signs opt-out links. */
export function optOutLinkSecret(): Promise<string> {
  const { OPT_OUT_LINK_SECRET: value, OPT_OUT_LINK_SECRET_ARN: arn } = optOutConfig();
  return signingKey(value, arn, CONFIG_DEFAULTS.LOCAL_OPT_OUT_LINK_SECRET);
}
