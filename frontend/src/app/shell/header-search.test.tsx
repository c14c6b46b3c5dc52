import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render';
import { HeaderSearch } from './header-search';

describe('HeaderSearch', () => {
  it('Enter goes to product search with the keyword', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'auto brochure{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?f-product-search-term=auto%20brochure',
    );
  });

  it('the button does the same, with the keyword trimmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  AP-9626E ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?f-product-search-term=AP-9626E');
  });

  it('an empty box opens product search without a keyword', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('on product search it shows the keyword being searched', () => {
    renderWithProviders(<HeaderSearch />, { url: '/products?f-product-search-term=notecard' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('notecard');
  });
});
