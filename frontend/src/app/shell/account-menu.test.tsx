import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { AccountMenu } from './account-menu';

// The menu's code loads on demand; a press before it has loaded must still open it.
describe('AccountMenu', () => {
  it('opens on a click that came before the menu had loaded', async () => {
    renderWithProviders(<AccountMenu />, { session: makeSession() });
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });

  it('opened with Enter, the first item has focus', async () => {
    renderWithProviders(<AccountMenu />, { session: makeSession() });
    const button = screen.getByRole('button', { name: 'My Account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Closed again, the button opens it as Radix's trigger.
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
