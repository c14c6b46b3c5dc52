/** Locally: username and password against cognito-local. */
interface PasswordAuth {
  mode: 'password';
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
}

/** In AWS: the Cognito hosted UI (federated SSO). */
interface HostedUiAuth {
  mode: 'hosted-ui';
  userPoolId: string;
  userPoolClientId: string;
  /** The hosted UI domain, without the scheme. */
  domain: string;
  redirectSignIn: string[];
  redirectSignOut: string[];
}

export interface DemoAccount {
  email: string;
  description: string;
}

export interface RuntimeConfig {
  auth: PasswordAuth | HostedUiAuth;
  demoAccounts: DemoAccount[];
  demoPassword?: string;
}
export type AuthConfig = RuntimeConfig['auth'];

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

/**
 * Reads config.json by hand rather than with zod: this runs before first paint, and zod (even zod/mini)
 * would add ~14 KB gzip to every page (to keep the first paint light). Each problem names the setting.
 */
class ConfigReader {
  readonly problems: string[] = [];

  constructor(private readonly json: unknown) {}

  private at(path: string): unknown {
    return path
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
        this.json,
      );
  }

  private problem(path: string, value: unknown, expected: string): string {
    this.problems.push(`${path}: ${value === undefined ? 'is missing' : `is not ${expected}`}`);
    return '';
  }

  text(path: string): string {
    const value = this.at(path);
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim()
      : this.problem(path, value, 'a text');
  }

  url(path: string): string {
    const value = this.text(path);
    if (value && !URL.canParse(value)) this.problem(path, value, 'a URL');
    return value;
  }

  /** A redirect URL may be given once or as a list. */
  textList(path: string): string[] {
    const value = this.at(path);
    if (Array.isArray(value) && value.length > 0)
      return value.map((_, index) => this.text(`${path}.${index}`));
    return [this.text(path)];
  }

  auth(): AuthConfig {
    const mode = this.at('auth.mode');
    const pool = {
      userPoolId: this.text('auth.userPoolId'),
      userPoolClientId: this.text('auth.userPoolClientId'),
    };
    if (mode === 'password') return { mode, ...pool, userPoolEndpoint: this.url('auth.userPoolEndpoint') };
    if (mode === 'hosted-ui') {
      return {
        mode,
        ...pool,
        domain: this.text('auth.domain'),
        redirectSignIn: this.textList('auth.redirectSignIn'),
        redirectSignOut: this.textList('auth.redirectSignOut'),
      };
    }
    this.problem('auth.mode', mode, "'password' or 'hosted-ui'");
    return { mode: 'password', ...pool, userPoolEndpoint: '' };
  }

  demoAccounts(): DemoAccount[] {
    const value = this.at('demoAccounts');
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problem('demoAccounts', value, 'a list');
      return [];
    }
    return value.map((_, index) => {
      const description = this.at(`demoAccounts.${index}.description`);
      if (typeof description !== 'string')
        this.problem(`demoAccounts.${index}.description`, description, 'a text');
      return { email: this.text(`demoAccounts.${index}.email`), description: String(description ?? '') };
    });
  }

  optionalText(path: string): string | undefined {
    const value = this.at(path);
    if (value === undefined || typeof value === 'string') return value;
    this.problem(path, value, 'a text');
    return undefined;
  }
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const reader = new ConfigReader(json);
  const config: RuntimeConfig = {
    auth: reader.auth(),
    demoAccounts: reader.demoAccounts(),
    demoPassword: reader.optionalText('demoPassword'),
  };
  if (reader.problems.length > 0) {
    throw new RuntimeConfigError(
      `The portal's runtime configuration (${RUNTIME_CONFIG_URL}) is incomplete.`,
      reader.problems,
    );
  }
  if (config.demoPassword === undefined) delete config.demoPassword;
  return config;
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
