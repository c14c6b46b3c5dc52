import * as z from 'zod';

const nonEmpty = z.string().trim().min(1);
/** A redirect URL may be given once or as a list. */
const urlList = z.union([nonEmpty, z.array(nonEmpty).min(1)]).transform((value) => [value].flat());

/** Locally: username and password against cognito-local. */
const PasswordAuth = z.object({
  mode: z.literal('password'),
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  userPoolEndpoint: z.url(),
});

/** In AWS: the Cognito hosted UI (federated SSO). */
const HostedUiAuth = z.object({
  mode: z.literal('hosted-ui'),
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  /** The hosted UI domain, without the scheme. */
  domain: nonEmpty,
  redirectSignIn: urlList,
  redirectSignOut: urlList,
});

const DemoAccount = z.object({ email: nonEmpty, description: z.string() });

export const RuntimeConfig = z.object({
  auth: z.discriminatedUnion('mode', [PasswordAuth, HostedUiAuth]),
  demoAccounts: z.array(DemoAccount).default([]),
  demoPassword: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
export type AuthConfig = RuntimeConfig['auth'];
export type DemoAccount = z.infer<typeof DemoAccount>;

export const RUNTIME_CONFIG_URL = '/config.json';

/** Why the portal cannot start: a sentence and one line per missing or invalid setting. */
export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/** Each zod issue as "auth.userPoolId: is missing". */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join('.') || '(root)';
    const missing = issue.code === 'invalid_type' && issue.message.includes('received undefined');
    return `${path}: ${missing ? 'is missing' : issue.message}`;
  });
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = RuntimeConfig.safeParse(json);
  if (!result.success) {
    throw new RuntimeConfigError(
      `The portal's runtime configuration (${RUNTIME_CONFIG_URL}) is incomplete.`,
      describeIssues(result.error),
    );
  }
  return result.data;
}

/** Fetches and validates /config.json, served by the same origin as the SPA. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  } catch {
    throw new RuntimeConfigError(`The portal could not reach ${RUNTIME_CONFIG_URL}.`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} answered ${response.status}.`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is not valid JSON.`);
  }
  return parseRuntimeConfig(json);
}
