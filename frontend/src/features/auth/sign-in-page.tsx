import { signInTexts, toasts } from '@msc/shared/messages';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@msc/shared/rules/constants';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authStore, useAuthState } from '#lib/auth-store';
import { links } from '#lib/paths';
import { useRuntimeConfig } from '#lib/runtime-config-context';
import { LoadingState } from '#ui/loading-state';
import { APP_NAME, PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast, showToast } from '#ui/toast';
import { startHostedSignIn } from './amplify-auth';
import { DemoAccountList } from './demo-account-list';
import { PasswordSignInForm } from './password-sign-in-form';
import type { SignInLocationState } from './require-auth';
import { safeRedirectPath } from './safe-redirect';
import { useSignInForm } from './use-sign-in-form';

/**
 * /sign-in. Locally a username and password form with the demo accounts; with the hosted UI it
 * leaves for Cognito. Reached after an expired session it shows the session-expired toast and goes
 * home after 5 s (unless the user has started to type).
 */
export default function SignInPage() {
  const config = useRuntimeConfig();
  const auth = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get('redirectUrl'));
  const sessionExpired = (location.state as SignInLocationState | null)?.sessionExpired === true;
  const form = useSignInForm();
  const formDirty = useRef(false);
  formDirty.current = form.isDirty;
  const hostedUi = config.auth.mode === 'hosted-ui';

  useEffect(() => authStore.acknowledgeSignOut(), []);

  useEffect(() => {
    if (!sessionExpired) return;
    showToast(toasts.sessionExpired, 'warning', { id: 'session-expired' });
    const timer = window.setTimeout(() => {
      if (!formDirty.current) navigate(links.home(), { replace: true });
    }, SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sessionExpired, navigate]);

  const signedIn = auth.status === 'signedIn';
  useEffect(() => {
    if (hostedUi && !signedIn && !sessionExpired) startHostedSignIn(redirectTo).catch(showApiErrorToast);
  }, [hostedUi, signedIn, sessionExpired, redirectTo]);

  if (signedIn) return <Navigate to={redirectTo} replace />;

  if (hostedUi) {
    return (
      <>
        <PageTitle title={signInTexts.title} hidden />
        <LoadingState label={signInTexts.redirecting} />
      </>
    );
  }

  const demoAccounts = config.demoAccounts;
  return (
    <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
      <Panel padding="lg" className="sm:p-8">
        <PageTitle title={signInTexts.title} subtitle={signInTexts.subtitle(APP_NAME)} />
        <PasswordSignInForm form={form} />
      </Panel>
      {demoAccounts.length > 0 && (
        <Panel as="div" padding="lg">
          <DemoAccountList
            accounts={demoAccounts}
            onChoose={(account) => {
              form.setValue('username', account.email, { validate: true });
              form.setValue('password', config.demoPassword ?? '', { validate: true });
            }}
          />
        </Panel>
      )}
    </div>
  );
}
