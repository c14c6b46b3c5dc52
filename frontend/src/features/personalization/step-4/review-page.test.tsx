import { api } from '@msc/shared/api';
import { personalizationTexts, prospectingTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import ReviewPage from './review-page';

const ID = '01JPROSPECTREVIEWSTATE';
const orderState = (extra: Partial<OrderState> = {}): OrderState =>
  makeOrderState({
    id: ID,
    productId: 'p-prospect',
    programType: 'Prospecting',
    zipCodes: ['62701', '62702'],
    zipRadius: 10,
    prospectOption: 'withPhoneQuantity',
    targetCount: 300,
    ...extra,
  });

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.catalog.get, () => makeProduct({ id: 'p-prospect', programTypes: ['Prospecting'] }));
});

const renderReview = () =>
  renderWithProviders(<ReviewPage />, {
    url: `/personalization/step-4/${ID}`,
    routePath: '/personalization/step-4/:id',
  });

describe('the review of a prospecting order', () => {
  it('names the bought prospects (ZIP codes, radius, option) with Edit back to step 2, and has two Add to Cart', async () => {
    fakeApi.on(api.personalization.get, () => orderState());
    renderReview();
    const fact = await screen.findByText('62701, 62702 · 10 miles · With phone numbers: select a quantity');
    expect(fact.previousElementSibling).toHaveTextContent(prospectingTexts.reviewProspects);
    expect(
      screen.getByRole('link', { name: `${personalizationTexts.edit} ${prospectingTexts.reviewProspects}` }),
    ).toHaveAttribute('href', `/personalization/step-2/${ID}?review=true`);
    expect(screen.getAllByRole('button', { name: personalizationTexts.addToCart })).toHaveLength(2);
  });

  it('leaves the line out when the order mails the agent’s own list', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ isOwnListUploaded: true }));
    renderReview();
    expect(await screen.findByText(personalizationTexts.itemId)).toBeInTheDocument();
    expect(screen.queryByText(prospectingTexts.reviewProspects)).not.toBeInTheDocument();
  });
});
