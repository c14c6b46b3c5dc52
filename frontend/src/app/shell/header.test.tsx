import { api } from '@msc/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImpersonationBanner } from '#features/impersonation';
import { impersonationToken } from '#lib/impersonation-token';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { Header } from './header';

vi.mock('#features/auth/amplify-auth', () => ({ signOutUser: vi.fn(async () => {}) }));
const fakeApi = installFakeApi();

const csr = { roles: ['CustomerServiceAdmin' as const], primaryRoleId: 'CustomerServiceAdmin' as const };
const impersonating = makeSession({
  user: { isImpersonating: true },
  impersonator: { userName: 'csr@demo.local', firstName: 'Casey', lastName: 'Service' },
});

function renderShellTop(session = makeSession()) {
  return renderWithProviders(
    <>
      <ImpersonationBanner />
      <Header />
    </>,
    { session },
  );
}

describe('Header', () => {
  it('shows Sign Out, My Account, the cart count and the search box', () => {
    renderShellTop(makeSession({ cartItemCount: 3 }));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveTextContent('3');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('shows Admin Center and Impersonate User only to staff with those capabilities', () => {
    const { unmount } = renderShellTop();
    expect(screen.queryByRole('link', { name: 'Admin Center' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Impersonate User' })).not.toBeInTheDocument();
    unmount();
    renderShellTop(makeSession({ user: csr }));
    expect(screen.getByRole('link', { name: 'Admin Center' })).toHaveAttribute('href', '/manager/products');
    expect(screen.getByRole('link', { name: 'Impersonate User' })).toHaveAttribute(
      'href',
      '/manager/impersonate',
    );
  });

  it('while impersonating: names the impersonated user and hides Sign Out', async () => {
    renderShellTop(impersonating);
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are impersonating Avery Agent (agent@demo.local)');
    expect(within(banner).getByRole('button', { name: 'End Impersonation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('End Impersonation asks first, ends the session, forgets the token and lands on /impersonation-ended', async () => {
    const user = userEvent.setup();
    impersonationToken.set('secret');
    fakeApi.on(api.impersonation.end, () => ({ ended: true }));
    renderShellTop(impersonating);

    await user.click(await screen.findByRole('button', { name: 'End Impersonation' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Impersonation' });
    expect(dialog).toHaveTextContent('Are you sure you want to end impersonation?');
    expect(fakeApi.requests(api.impersonation.end)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'End Impersonation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/impersonation-ended'));
    expect(fakeApi.requests(api.impersonation.end)).toHaveLength(1);
    expect(impersonationToken.get()).toBeNull();
  });
});
