import { signInTexts } from '@msc/shared/messages';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useAuthState } from '#lib/auth-store';
import { links } from '#lib/paths';
import { useDocumentTitle } from '#ui/page-title';
import { postSignInRedirect } from './post-sign-in-redirect';
import { safeRedirectPath } from './safe-redirect';

/**
 * /sso-redirect: the blank page the hosted UI returns to. Once the return has signed the user in, it
 * continues to the page that asked for sign-in; a return that did not sign in offers the way back.
 */
export default function SsoRedirectPage() {
  useDocumentTitle('Signing in');
  const auth = useAuthState();
  useEffect(() => () => postSignInRedirect.clear(), []);
  if (auth.status === 'signedIn') {
    return <Navigate to={safeRedirectPath(postSignInRedirect.get())} replace />;
  }
  return (
    <p className="text-center text-sm text-slate-600">
      <Link to={links.signIn()} className="font-medium text-blue-700 hover:underline">
        {signInTexts.returnToSignIn}
      </Link>
    </p>
  );
}
