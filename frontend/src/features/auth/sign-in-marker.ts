/**
 * The sign-in marker (spec 1 §4 "Sign-in"): kept in sessionStorage while the user is signed in in this
 * tab. A page load without it signs the user out.
 */
const SIGN_IN_MARKER_KEY = 'msc.signedIn';

export const signInMarker = {
  isSet: (): boolean => sessionStorage.getItem(SIGN_IN_MARKER_KEY) === 'true',
  set: (): void => sessionStorage.setItem(SIGN_IN_MARKER_KEY, 'true'),
  clear: (): void => sessionStorage.removeItem(SIGN_IN_MARKER_KEY),
};
