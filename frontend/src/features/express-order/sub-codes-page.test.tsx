import { api } from '@msc/shared/api';
import { apiErrors } from '@msc/shared/messages';
import { EXPRESS_SUB_CODES_PER_ORDER } from '@msc/shared/rules/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { makeBulkOrderState, SUB_CODES } from './express-fixture';
import SubCodesPage from './sub-codes-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.expressOrder.get, () => makeBulkOrderState());
  fakeApi.on(api.expressOrder.subCodes, () => ({ results: SUB_CODES }));
  fakeApi.on(api.expressOrder.setSubCodes, ({ body }) =>
    makeBulkOrderState({
      subCodesDetails: body.statCodes.map((statCode) => ({ statCode, selectAllPolicyHolders: true })),
    }),
  );
});

const renderPage = () =>
  renderWithProviders(
    <>
      <SubCodesPage />
      <LocationProbe />
    </>,
    {
      session: makeSession({ agency: { isOwnerMaster: true } }),
      url: '/expressorder/subcodes/b-1',
      routePath: '/expressorder/subcodes/:bulkOrderStateId',
      routes: [{ path: '*', element: <LocationProbe /> }],
    },
  );

describe('the express sub codes', () => {
  it('shows 10 tiles at a time with their policyholder counts, and Next disabled while none is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    const strip = await screen.findByRole('region', { name: 'Select Sub Codes' });
    expect(await screen.findAllByRole('button', { pressed: false })).toHaveLength(10);
    expect(strip).toHaveTextContent('10 policyholders');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next sub codes' }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(screen.getByText('Sub codes 11–12 of 12')).toBeInTheDocument();
  });

  it('saves every choice and goes on to the same-personalization question', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /10-20-002/ }));
    expect(screen.getByRole('button', { name: /10-20-002/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(fakeApi.requests(api.expressOrder.setSubCodes)).toHaveLength(1));
    expect(fakeApi.requests(api.expressOrder.setSubCodes)[0]?.body).toEqual({ statCodes: ['10-20-002'] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/expressorder/personalization/confirmation/b-1',
    );
  });

  it('refuses a sub code beyond what one Express Order holds, with the reason, and saves nothing', async () => {
    const many = Array.from({ length: EXPRESS_SUB_CODES_PER_ORDER + 1 }, (_, index) => ({
      statId: `30-40-${String(index + 1).padStart(3, '0')}`,
      agencyName: `Agency ${index + 1}`,
      policyHoldersCount: 5,
    }));
    const full = many.slice(0, EXPRESS_SUB_CODES_PER_ORDER);
    fakeApi.on(api.expressOrder.get, () =>
      makeBulkOrderState({
        subCodesDetails: full.map(({ statId }) => ({ statCode: statId, selectAllPolicyHolders: true })),
      }),
    );
    // Declared after `get`, whose `/express-orders/:id` would also match `/express-orders/sub-codes`.
    fakeApi.on(api.expressOrder.subCodes, () => ({ results: many }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Select Sub Codes' });
    for (let page = 0; page < 3; page += 1) {
      await user.click(screen.getByRole('button', { name: 'Next sub codes' }));
    }
    const last = many.at(-1)!.statId;
    await user.click(screen.getByRole('button', { name: new RegExp(last) }));
    expect(screen.getByRole('alert')).toHaveTextContent(apiErrors.tooManyExpressSubCodes);
    expect(screen.getByRole('button', { name: new RegExp(last) })).toHaveAttribute('aria-pressed', 'false');
    expect(fakeApi.requests(api.expressOrder.setSubCodes)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
