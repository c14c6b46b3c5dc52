import { api } from '@msc/shared/api';
import { questions } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import Step2Page from '../step-2/step-2-page';

const ID = '01JRETENTIONSTATE';

const orderState = (extra: Partial<OrderState> = {}): OrderState =>
  makeOrderState({ id: ID, productId: 'P-LETTER', programType: 'WinBack', unitPrice: 73, ...extra });

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.personalization.get, () => orderState());
  fakeApi.on(api.personalization.recipientCandidates, ({ query }) => ({
    results: [],
    totalCount: 12,
    pageNumber: Number(query.pageNumber ?? 1),
    pageSize: Number(query.pageSize ?? 50),
    eligibleCount: 12,
    selectedCount: 0,
    suppressedCount: 3,
  }));
  fakeApi.on(api.personalization.setRecipients, () => orderState({ targetCount: 12, totalPrice: 876 }));
});

const renderStep2 = () =>
  renderWithProviders(<Step2Page />, {
    url: `/personalization/step-2/${ID}`,
    routePath: '/personalization/step-2/:id',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });

describe('step 2 of the retention-side programs', () => {
  it('names the Win Back list and the opted-out count; Yes goes on to the win-back schedule', async () => {
    const user = userEvent.setup();
    renderStep2();
    expect(await screen.findByText(/^Your Win Back list:/)).toBeInTheDocument();
    expect(screen.getByText('12 policyholders available')).toBeInTheDocument();
    expect(
      screen.getByText('Removed from this list because they opted out of mailings: 3.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/personalization/step-3-win-back/${ID}`),
    );
    expect(fakeApi.requests(api.personalization.setRecipients)[0]?.body).toEqual({ all: true });
  });

  it('takes a pet order from Yes straight to the review', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ programType: 'PetInsurance' }));
    const user = userEvent.setup();
    renderStep2();
    expect(
      await screen.findByRole('heading', { name: questions.sendToAllPolicyholders }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Your pet insurance list:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/personalization/step-4/${ID}`),
    );
  });

  it('says how many opted out on the cross-sell question too', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ programType: 'CrossSell' }));
    renderStep2();
    expect(
      await screen.findByRole('heading', { name: questions.sendToAllPolicyholders }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Removed from this list because they opted out of mailings: 3.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state instead of the question when the list is empty', async () => {
    fakeApi.on(api.personalization.recipientCandidates, () => ({
      results: [],
      totalCount: 0,
      pageNumber: 1,
      pageSize: 50,
      eligibleCount: 0,
      selectedCount: 0,
      suppressedCount: 0,
    }));
    renderStep2();
    expect(
      await screen.findByText(
        'None of your policyholders currently meet the criteria for this type of campaign.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});
