/** What the sign-in form shows for a failed sign-in. */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/**
 * Cognito answers a wrong password with NotAuthorizedException; cognito-local with
 * InvalidPasswordException; an unknown user may give UserNotFoundException. All mean the same here.
 */
const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

export function signInErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  if (name && CREDENTIAL_ERRORS.has(name)) return INCORRECT_CREDENTIALS;
  return SIGN_IN_FAILED;
}
