/**
 * The sign-in page and the session's load, apart from the account area's texts: the signed-in shell shows
 * two of them before any page, so they come with the first script and the account texts do not.
 */

/** Signing in (the password form locally, the hosted UI's redirect) and the session's load. */
export const signInTexts = {
  title: 'Sign In',
  subtitle: (appName: string) => `Sign in to the ${appName}.`,
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  redirecting: 'Redirecting to sign-in…',
  demoAccounts: 'Demo accounts',
  demoAccountsHint: 'Choose an account to fill in the form.',
  returnToSignIn: 'Return to sign-in',
  sessionNotLoaded: 'Your session could not be loaded',
  tryAgain: 'Try again',
} as const;
