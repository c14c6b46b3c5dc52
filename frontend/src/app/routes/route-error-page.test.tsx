import { errors } from '@msc/shared/messages';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkPage, lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

function renderRoute(Page: ComponentType) {
  render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Suspense>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('route errors', () => {
  it('a page chunk that fails to load shows the chunk-load error, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderRoute(() => <ChunkPage chunk={chunk} />);
    expect(await screen.findByText(errors.chunkLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('a chunk that takes too long fails the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = lazyPage(() => new Promise(() => {}), 20);
    renderRoute(() => <ChunkPage chunk={chunk} />);
    expect(await screen.findByText(errors.chunkLoadFailed)).toBeInTheDocument();
  });

  it('a page that throws shows the generic error with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(Broken);
    expect(await screen.findByText(errors.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
