import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth-store';
import { RequireAuth, type SignInLocationState } from './require-auth';

function SignInProbe() {
  const location = useLocation();
  const expired = (location.state as SignInLocationState | null)?.sessionExpired === true;
  return (
    <p data-testid="sign-in">{`${location.pathname}${location.search}${expired ? ' (expired)' : ''}`}</p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/cart', element: <p>Cart page</p> }] },
      { path: '/sign-in', element: <SignInProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => authStore.set({ status: 'signedOut', reason: 'initial' }));

describe('RequireAuth', () => {
  it('renders the page for a signed-in user', () => {
    authStore.set({ status: 'signedIn' });
    renderAt('/cart');
    expect(screen.getByText('Cart page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in with where they were', () => {
    renderAt('/cart?x=1');
    expect(screen.getByTestId('sign-in')).toHaveTextContent('/sign-in?redirectUrl=%2Fcart%3Fx%3D1');
  });

  it('after a 401 goes to sign-in in the session-expired state', () => {
    authStore.set({ status: 'signedOut', reason: 'expired' });
    renderAt('/cart');
    expect(screen.getByTestId('sign-in')).toHaveTextContent(/^\/sign-in \(expired\)$/);
  });

  it('after Sign Out goes to plain sign-in', () => {
    authStore.set({ status: 'signedOut', reason: 'signOut' });
    renderAt('/cart');
    expect(screen.getByTestId('sign-in')).toHaveTextContent(/^\/sign-in$/);
  });
});
