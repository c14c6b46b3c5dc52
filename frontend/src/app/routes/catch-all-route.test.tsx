import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth-store';
import { LocationProbe, makeQueryClient } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { CatchAllRoute } from './catch-all-route';

vi.mock('#features/auth/amplify-auth', () => ({ signOutUser: vi.fn() }));
afterEach(() => authStore.set({ status: 'signedOut', reason: 'initial' }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '*', element: <CatchAllRoute /> },
      { path: '/home', element: <LocationProbe /> },
      { path: '/products', element: <LocationProbe /> },
      { path: '/report/detail/:id/:name', element: <LocationProbe /> },
      { path: '/sign-in', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={makeQueryClient(makeSession())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CatchAllRoute', () => {
  it('redirects a legacy address to its new page', async () => {
    renderAt('/Default.aspx');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('keeps the legacy query meaning: old report 51 is report 3, Annual Auto', async () => {
    renderAt('/Report.aspx?id=51');
    expect(await screen.findByTestId('location')).toHaveTextContent('/report/detail/3/Annual%20Auto');
  });

  it('maps the old search keyword to product search', async () => {
    renderAt('/Search.aspx?keyword=motorcycle');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/products?f-product-search-term=AP-9628E%3BAP-4945E',
    );
  });

  it('asks a signed-out visitor of an unknown address to sign in first', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in?redirectUrl=%2Fno-such-page');
  });

  it('shows Not Found in the shell for anything else', async () => {
    authStore.set({ status: 'signedIn' });
    renderAt('/no-such-page');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
