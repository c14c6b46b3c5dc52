import type { Node } from 'constructs';

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
  webOrigin: string;
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
}

const PROTECTED_STAGES = ['prod', 'production', 'staging'];

function list(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

function origin(value: string, key: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Context ${key} must be an origin like https://portal.example.com, got "${value}".`);
  }
  return url.origin;
}

export function readPortalContext(node: Node): PortalContext {
  const get = (key: string) => node.tryGetContext(key) as unknown;
  const stage = String(get('stage') ?? 'dev');
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(stage)) {
    throw new Error(`Context stage must be lower-case letters, digits and dashes, got "${stage}".`);
  }
  const samlMetadataUrl = get('samlMetadataUrl');
  return {
    stage,
    protect: PROTECTED_STAGES.includes(stage),
    webOrigin: origin(String(get('webOrigin') ?? 'https://portal.example.com'), 'webOrigin'),
    hostedUiDomainPrefix: String(get('hostedUiDomainPrefix') ?? `msc-portal-${stage}`),
    samlMetadataUrl: samlMetadataUrl ? String(samlMetadataUrl) : undefined,
    samlProviderName: String(get('samlProviderName') ?? 'CorporateSSO'),
    authCallbackUrls: list(get('authCallbackUrls')),
    authLogoutUrls: list(get('authLogoutUrls')),
    skipWebDeploy: flag(get('skipWebDeploy')),
  };
}
