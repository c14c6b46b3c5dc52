import { api } from '@msc/shared/api';
import type { OrderState } from '@msc/shared/model/order-state';
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import PersonalizePage from './personalize-page';

const fakeApi = installFakeApi();

it('asks for the product and the agency with the order state, not after it answers', async () => {
  let answerOrderState: (state: OrderState) => void = () => undefined;
  fakeApi.on(
    api.personalization.get,
    () => new Promise<OrderState>((resolve) => (answerOrderState = resolve)),
  );
  fakeApi.on(api.catalog.get, () => makeProduct({ id: 'P-LETTER' }));
  renderWithProviders(<PersonalizePage />, {
    session: makeSession(),
    url: '/personalization/step-1/os-1/os-1/P-LETTER/',
    routePath: '/personalization/step-1/:id/:parentId/:productId/',
  });
  // The order state has not answered yet: the product named by the address is already asked for, and
  // so are the session's agency's details.
  await waitFor(() =>
    expect(fakeApi.requests(api.catalog.get).map((call) => call.params.id)).toEqual(['P-LETTER']),
  );
  expect(fakeApi.requests(api.personalization.get)).toHaveLength(1);
  const paths = fakeApi.fetch.mock.calls.map(
    ([input]) => new URL(String(input), 'http://localhost').pathname,
  );
  expect(paths).toContain('/api/agency/current/details');
  answerOrderState(makeOrderState({ id: 'os-1', productId: 'P-LETTER' }));
  // Asked once each: the page's own queries find them cached.
  await waitFor(() => expect(fakeApi.requests(api.personalization.get)).toHaveLength(1));
  expect(fakeApi.requests(api.catalog.get)).toHaveLength(1);
});
