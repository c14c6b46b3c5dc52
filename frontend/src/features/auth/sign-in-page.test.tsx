import { toasts } from '@msc/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth-store';
import type { RuntimeConfig } from '#lib/runtime-config';
import { RuntimeConfigProvider } from '#lib/runtime-config-context';
import { LocationProbe } from '#testing/render';
import { showToast } from '#ui/toast';
import SignInPage from './sign-in-page';

const signInWithPassword = vi.hoisted(() => vi.fn());
const startHostedSignIn = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./amplify-auth', () => ({ signInWithPassword, startHostedSignIn }));
vi.mock('#ui/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@msc/shared/rules/constants', async (original) => ({
  ...(await original<typeof import('@msc/shared/rules/constants')>()),
  SIGN_IN_REDIRECT_DELAY_MS: 50,
}));

const passwordConfig: RuntimeConfig = {
  auth: {
    mode: 'password',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    userPoolEndpoint: 'http://localhost:9229',
  },
  demoAccounts: [{ email: 'owner@demo.local', description: 'Owner master' }],
  demoPassword: 'Demo-Password-1',
};

function renderSignIn(
  url: string,
  { state, config = passwordConfig }: { state?: unknown; config?: RuntimeConfig } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    {
      initialEntries: [
        { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  render(
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

beforeEach(() => {
  signInWithPassword.mockImplementation(async () => {
    authStore.set({ status: 'signedIn' });
    return { ok: true };
  });
});
afterEach(() => {
  authStore.set({ status: 'signedOut', reason: 'initial' });
  vi.clearAllMocks();
});

describe('SignInPage (password mode)', () => {
  it('has Username, Password and Sign In, and returns to redirectUrl after signing in', async () => {
    const user = userEvent.setup();
    renderSignIn('/sign-in?redirectUrl=%2Fcart');
    await user.type(screen.getByLabelText('Username'), 'owner@demo.local');
    await user.type(screen.getByLabelText('Password'), 'Demo-Password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInWithPassword).toHaveBeenCalledWith('owner@demo.local', 'Demo-Password-1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cart$/);
  });

  it('asks for both fields before calling the user pool', async () => {
    const user = userEvent.setup();
    renderSignIn('/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('focuses the first missing field and checks a field again as it changes once submitted', async () => {
    const user = userEvent.setup();
    renderSignIn('/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'o');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Username'));
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('takes a username of spaces as missing and sends a padded one trimmed', async () => {
    const user = userEvent.setup();
    renderSignIn('/sign-in');
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'Demo-Password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(signInWithPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Username'), 'owner@demo.local ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(signInWithPassword).toHaveBeenCalledWith('owner@demo.local', 'Demo-Password-1'),
    );
  });

  it('says a wrong password is an incorrect username or password', async () => {
    const user = userEvent.setup();
    signInWithPassword.mockResolvedValueOnce({
      ok: false,
      error: Object.assign(new Error('Incorrect'), { name: 'InvalidPasswordException' }),
    });
    renderSignIn('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'owner@demo.local');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('fills the form from a demo account', async () => {
    const user = userEvent.setup();
    renderSignIn('/sign-in');
    await user.click(screen.getByRole('button', { name: /owner@demo.local/ }));
    expect(screen.getByLabelText('Username')).toHaveValue('owner@demo.local');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo-Password-1');
  });

  it('after an expired session shows the session-expired toast and goes home after the delay', async () => {
    renderSignIn('/sign-in', { state: { sessionExpired: true } });
    expect(showToast).toHaveBeenCalledWith(toasts.sessionExpired, 'warning', { id: 'session-expired' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('does not redirect without the expired state', async () => {
    renderSignIn('/sign-in');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('SignInPage (hosted UI)', () => {
  it('leaves for the hosted UI, remembering where to return', async () => {
    renderSignIn('/sign-in?redirectUrl=%2Freports', {
      config: {
        auth: {
          mode: 'hosted-ui',
          userPoolId: 'pool',
          userPoolClientId: 'client',
          domain: 'auth.example.com',
          redirectSignIn: ['https://portal.example.com/sso-redirect'],
          redirectSignOut: ['https://portal.example.com/sign-in'],
        },
        demoAccounts: [],
      },
    });
    await waitFor(() => expect(startHostedSignIn).toHaveBeenCalledWith('/reports'));
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});
