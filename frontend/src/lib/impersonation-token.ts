/** The impersonation session token, sent as the X-Session-Token header on every call while it exists. */
const IMPERSONATION_TOKEN_KEY = 'msc.impersonationSessionToken';

export const impersonationToken = {
  get: (): string | null => sessionStorage.getItem(IMPERSONATION_TOKEN_KEY),
  set: (token: string): void => sessionStorage.setItem(IMPERSONATION_TOKEN_KEY, token),
  clear: (): void => sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY),
};
