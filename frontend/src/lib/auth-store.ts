import { useSyncExternalStore } from 'react';

/**
 * Whether this tab is signed in. A signed-out state remembers why, so the sign-in redirect knows
 * whether to carry the page the user was on ('initial'), to show the session-expired toast
 * ('expired'), or neither ('signOut').
 */
export type AuthState =
  | { status: 'signedIn' }
  | { status: 'signedOut'; reason: 'initial' | 'signOut' | 'expired' };

type Listener = () => void;

let state: AuthState = { status: 'signedOut', reason: 'initial' };
const listeners = new Set<Listener>();

export const authStore = {
  get: (): AuthState => state,
  isSignedIn: (): boolean => state.status === 'signedIn',
  set(next: AuthState): void {
    state = next;
    for (const listener of listeners) listener();
  },
  /** The sign-in page has shown why the user was signed out; later redirects carry the page again. */
  acknowledgeSignOut(): void {
    if (state.status === 'signedOut' && state.reason !== 'initial') {
      authStore.set({ status: 'signedOut', reason: 'initial' });
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
