/**
 * The Amplify calls that change who is signed in, loaded on demand (to keep a page's first JS small): the SRP and
 * hosted-UI code they bring is needed only when the user presses Sign In or Sign Out, never to paint a page.
 */
export { signIn, signInWithRedirect, signOut } from 'aws-amplify/auth';
