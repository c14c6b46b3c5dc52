import { api } from '@msc/shared/api';
import type { ProductSearchResult } from '@msc/shared/api/catalog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import ProductSearchPage from './product-search-page';

const fakeApi = installFakeApi();

const noFacets = { programType: [], productType: [], productFormat: [], productCategory: [] };

/** Page `pageNumber` of 20 brochures, 12 a page, named by their place in the results. */
function brochurePage(pageNumber: number): ProductSearchResult {
  const first = (pageNumber - 1) * 12 + 1;
  const count = Math.min(12, 20 - first + 1);
  return {
    results: Array.from({ length: count }, (_, index) =>
      makeProduct({ id: `p-${first + index}`, name: `Brochure ${first + index}` }),
    ),
    totalCount: 20,
    pageNumber,
    pageSize: 12,
    facets: noFacets,
  };
}

describe('ProductSearchPage', () => {
  it('counts "Showing" from the results on screen while the next page is still loading', async () => {
    let answerPage2: () => void = () => {};
    fakeApi.on(api.catalog.search, ({ query }) =>
      query.pageNumber === '2'
        ? new Promise<ProductSearchResult>((resolve) => {
            answerPage2 = () => resolve(brochurePage(2));
          })
        : brochurePage(1),
    );
    renderWithProviders(<ProductSearchPage />, {
      session: makeSession(),
      url: '/products?f-product-search-term=brochure',
    });
    expect(await screen.findByText('Showing 1–12 of 20 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(fakeApi.requests(api.catalog.search)).toHaveLength(2));
    // Page 1 stays on screen, busy, and the count still says so.
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Showing 1–12 of 20 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brochure 1' })).toBeInTheDocument();

    answerPage2();
    expect(await screen.findByText('Showing 13–20 of 20 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brochure 13' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
  });
});
