import { ErrorCode } from '@msc/shared/api/error-codes';
import { configureApiClient } from '#lib/api-client';
import { authStore } from '#lib/auth-store';
import { impersonationToken } from '#lib/impersonation-token';
import { links } from '#lib/paths';
import { authHeaders, expireSession } from './amplify-auth';

/**
 * Gives the API client its headers and its 401 handling. `onExpired` runs once per expiry, after the
 * session is cleared (the app clears the query cache there); the sign-in redirect follows from the
 * auth state.
 */
export function connectApiClient(onExpired: () => void): void {
  configureApiClient({
    headers: authHeaders,
    onUnauthorized: (code) => {
      if (!authStore.isSignedIn()) return;
      // An ended or expired impersonation ends only the impersonation: the staff member stays signed in.
      if (code === ErrorCode.impersonationEnded && impersonationToken.get()) {
        impersonationToken.clear();
        onExpired();
        window.location.assign(links.impersonationEnded());
        return;
      }
      expireSession();
      onExpired();
    },
  });
}
