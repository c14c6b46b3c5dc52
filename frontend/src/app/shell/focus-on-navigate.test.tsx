import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { focusOnMount } from '#lib/focus-on-mount';
import { FocusOnNavigate } from './focus-on-navigate';
import { MAIN_CONTENT_ID } from './skip-link';

/** The new page shows its heading only once its data is there, as most pages do. */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return (
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
    );
  }
  return <h1>Step 2</h1>;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <FocusOnNavigate />
            <nav>
              <Link to="/two">Go to step 2</Link>
            </nav>
            <main id={MAIN_CONTENT_ID}>
              <Outlet />
            </main>
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>Step 1</h1>
                <Link to="/three">Next</Link>
              </>
            ),
          },
          { path: '/two', element: <LoadingPage /> },
          {
            path: '/three',
            element: (
              <>
                <h1>Step 3</h1>
                {/* The page's own focus, which must stay. */}
                <input aria-label="First field" ref={focusOnMount} />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('FocusOnNavigate', () => {
  it('leaves the first page alone', () => {
    renderPages();
    expect(document.body).toHaveFocus();
  });

  it('moves the focus from the link of the header to the new page heading, once it shows', async () => {
    const user = userEvent.setup();
    renderPages();
    await user.click(screen.getByRole('link', { name: 'Go to step 2' }));
    expect(screen.getByRole('link', { name: 'Go to step 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const heading = await screen.findByRole('heading', { name: 'Step 2' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the focus a page gives itself', async () => {
    const user = userEvent.setup();
    renderPages();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3' });
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
  });
});
