import { errors } from '@msc/shared/messages';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

function renderRoute(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteErrorPage, ...route }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('route errors', () => {
  it('a page chunk that fails to load shows the chunk-load error, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute({
      lazy: lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    });
    expect(await screen.findByText(errors.chunkLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('a chunk that takes too long fails the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute({ lazy: lazyPage(() => new Promise(() => {}), 20) });
    expect(await screen.findByText(errors.chunkLoadFailed)).toBeInTheDocument();
  });

  it('a page that throws shows the generic error with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute({ Component: Broken });
    expect(await screen.findByText(errors.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
