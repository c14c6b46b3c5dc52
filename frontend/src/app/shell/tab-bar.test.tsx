import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render';
import { TabBar } from './tab-bar';

const current = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('TabBar', () => {
  it('lists the six tabs with their routes', () => {
    renderWithProviders(<TabBar />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Cross-sell', '/cross-sell'],
      ['Prospecting & Lead Gen', '/prospecting'],
      ['Retention & Loyalty', '/retention'],
      ['Marketing Materials', '/marketing'],
      ['Reports', '/reports'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/cross-sell/view-summary/Cross-Sell-Auto-To-Home', 'Cross-sell'],
    ['/prospecting/select-promote-prospects', 'Prospecting & Lead Gen'],
    ['/retention/moving/list', 'Retention & Loyalty'],
    ['/products', 'Marketing Materials'],
    ['/report/detail/3/Annual%20Auto', 'Reports'],
  ])('marks the active tab on %s', (path, tab) => {
    renderWithProviders(<TabBar />, { url: path });
    expect(current().map((link) => link.textContent)).toEqual([tab]);
  });

  it('marks no tab on the account area', () => {
    renderWithProviders(<TabBar />, { url: '/account/profile' });
    expect(current()).toEqual([]);
  });
});
