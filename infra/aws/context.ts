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
}

const PROTECTED_STAGES = ['prod', 'production', 'staging'];

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
  emailFrom: z.string().min(3).optional(),
});

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
  const context = parsed.data;
  const protect = PROTECTED_STAGES.includes(context.stage);
  if (protect && !context.webOrigin) {
    throw new Error(`Invalid CDK context: webOrigin is required for stage ${context.stage}.`);
  }
  return {
    ...context,
    protect,
    hostedUiDomainPrefix: context.hostedUiDomainPrefix ?? `msc-portal-${context.stage}`,
  };
}
