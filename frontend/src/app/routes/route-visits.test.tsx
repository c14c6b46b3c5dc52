import { api } from '@msc/shared/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { type Location, MemoryRouter, matchRoutes, type RouteObject, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth-store';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { makeQueryClient } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { AppRoutes, routes } from './route-table';

vi.mock('#features/auth/amplify-auth', () => ({ signOutUser: vi.fn() }));

/**
 * Issue 45 "no dead ends": every path of the route table, as it is and with a trailing unknown segment,
 * rendered with the real router and route table, signed in. No page may say "not available yet", and no link
 * may lead to a placeholder site (example.com); the footer's links come from the site setting.
 */

/** Every route path of the table, depth first. */
function routePaths(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

/** An address of a pattern: optional parameters left out, required ones given a sample value. */
const sampleUrl = (pattern: string) =>
  pattern
    .replace(/\/:\w+\?/g, '')
    .replace(/:(\w+)/g, (_, name: string) => `${name}-1`)
    .replace(/(.)\/$/, '$1') || '/';

const UNKNOWN = 'no-such-part';
const pages = [...new Set(routePaths(routes).map(sampleUrl))];
const withUnknown = pages.map((url) => `${url === '/' ? '' : url}/${UNKNOWN}`);
/** Lands on the catch-all: the one Not Found page, rendered once below rather than once per address. */
const isCatchAll = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path === '*';
const urls = [...pages, ...withUnknown.filter((url) => !isCatchAll(url))];

const fakeApi = installFakeApi();
const SITE_LINKS = {
  agentPortal: '/assets/site/agent-portal.html',
  termsOfUse: '/assets/site/terms-of-use.html',
  privacy: '/assets/site/privacy.html',
};

beforeAll(() => authStore.set({ status: 'signedIn' }));
afterAll(() => authStore.set({ status: 'signedOut', reason: 'initial' }));
beforeEach(() => {
  fakeApi.on(api.site.config, () => ({ feedbackQuestions: [], links: SITE_LINKS, howToVideos: [] }));
  // An "Other" program's e-mail piece: the order state every /personalization/… address opens (its step 2
  // was the last page that said "not available yet").
  fakeApi.on(api.personalization.get, ({ params }) =>
    makeOrderState({ id: params.id!, productId: 'p-1', programType: 'Other', channelType: 2 }),
  );
  fakeApi.on(api.catalog.get, ({ params }) => makeProduct({ id: params.id! }));
});

/** Where the router is: the location it last rendered. */
function LocationSpy({ seen }: { seen: { location?: Location } }) {
  seen.location = useLocation();
  return null;
}

async function visit(url: string) {
  const queryClient = makeQueryClient(makeSession());
  const seen: { location?: Location } = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationSpy seen={seen} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The page's chunk (the app's "Loading…" gone), any redirect, and the page's reads have settled; once more
  // after the effects that settling ran (a read a page starts once another has answered).
  const settled = () =>
    waitFor(
      () => {
        expect(view.queryByText('Loading…')).toBeNull();
        expect(queryClient.isFetching()).toBe(0);
      },
      // Checked often: most pages settle within a few milliseconds, and there are many pages.
      { interval: 5 },
    );
  await settled();
  await act(async () => {});
  await settled();
  return { view, pathname: () => seen.location?.pathname };
}

describe('every route of the table', { timeout: 20_000 }, () => {
  it('has paths to visit, each with and without a trailing unknown segment', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(withUnknown).toHaveLength(pages.length);
  });

  it.each(withUnknown.filter(isCatchAll).slice(0, 1))(
    '%s (like every address that lands on the catch-all) is Not Found with the way Home',
    async (url) => {
      const { view } = await visit(url);
      expect(await view.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(view.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      view.unmount();
    },
  );

  it.each(urls)('%s is no dead end and links to no placeholder site', async (url) => {
    const { view } = await visit(url);
    const text = view.container.textContent ?? '';
    expect(text).not.toMatch(/not available yet/i);
    const links = [...view.container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.includes('example.com'))).toEqual([]);
    view.unmount();
  });
});

describe('the dead ends of issue 45', () => {
  it.each([
    ['/account', '/account/profile'],
    ['/account/contacts/c-42', '/account/contacts'],
    ['/account/order', '/account/order-history'],
  ])('%s opens the section it implies (%s)', async (url, section) => {
    const { pathname, view } = await visit(url);
    expect(pathname()).toBe(section);
    view.unmount();
  });

  it('answers an unknown account section with a not-found page and the way back to My Account', async () => {
    const { view } = await visit(`/account/${UNKNOWN}`);
    expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account/profile');
    view.unmount();
  });

  it('answers an unknown checkout section with a not-found page and the way back to the cart', async () => {
    const { view } = await visit(`/checkout/${UNKNOWN}`);
    expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    view.unmount();
  });

  it('sends /checkout to the section the cart needs, and to the cart when it is empty', async () => {
    const { pathname, view } = await visit('/checkout');
    // The fake API has no cart: nothing to check out, so the cart page.
    expect(pathname()).toBe('/cart');
    view.unmount();
  });

  it('shows the footer links of the site setting', async () => {
    const { view } = await visit('/faq');
    const footer = await view.findByRole('navigation', { name: 'Footer' });
    await waitFor(() =>
      expect(footer.querySelector('a[href="/assets/site/terms-of-use.html"]')).not.toBeNull(),
    );
    expect(footer.querySelector('a[href="/assets/site/privacy.html"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/assets/site/agent-portal.html"]')).not.toBeNull();
    view.unmount();
  });
});
