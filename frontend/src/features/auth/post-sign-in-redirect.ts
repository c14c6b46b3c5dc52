/**
 * Where to go after signing in, kept across the hosted UI's round trip (the page reloads on return).
 */
const POST_SIGN_IN_REDIRECT_KEY = 'msc.postSignInRedirect';

export const postSignInRedirect = {
  save: (path: string): void => sessionStorage.setItem(POST_SIGN_IN_REDIRECT_KEY, path),
  get: (): string | null => sessionStorage.getItem(POST_SIGN_IN_REDIRECT_KEY),
  clear: (): void => sessionStorage.removeItem(POST_SIGN_IN_REDIRECT_KEY),
};
