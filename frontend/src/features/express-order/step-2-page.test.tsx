import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { makeBulkOrderState, SUB_CODES } from './express-fixture';
import Step2Page from './step-2-page';

const fakeApi = installFakeApi();
const MESSAGE =
  'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.';
const [first, second] = SUB_CODES;

beforeEach(() => {
  let state = makeBulkOrderState({
    subCodesDetails: [
      { statCode: first?.statId ?? '', selectAllPolicyHolders: true },
      { statCode: second?.statId ?? '', selectAllPolicyHolders: true },
    ],
  });
  fakeApi.on(api.expressOrder.get, () => state);
  fakeApi.on(api.expressOrder.subCodes, () => ({ results: SUB_CODES }));
  fakeApi.on(api.expressOrder.policyholders, () => ({
    results: [],
    totalCount: 0,
    pageNumber: 1,
    pageSize: 100,
    eligibleCount: 11,
    selectedCount: 0,
  }));
  fakeApi.on(api.expressOrder.setPolicyholders, ({ body }) => {
    state = makeBulkOrderState({ subCodesDetails: body.subCodesDetails });
    return state;
  });
});

const renderPage = () =>
  renderWithProviders(<Step2Page />, {
    session: makeSession({ agency: { isOwnerMaster: true } }),
    url: '/expressorder/step-2/b-1',
    routePath: '/expressorder/step-2/:bulkOrderStateId',
  });

describe('express step 2', () => {
  it("shows every sub code's policyholders as 'n of total', all chosen", async () => {
    renderPage();
    const counts = await screen.findAllByTestId('policyholder-count');
    expect(counts.map((count) => count.textContent)).toEqual(['10 of 10', '11 of 11']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('asks for at least one policyholder of a self-selected sub code before saving it or going on', async () => {
    const user = userEvent.setup();
    renderPage();
    const radios = await screen.findAllByRole('radio', { name: 'Select policyholders' });
    await user.click(radios[1] as HTMLElement);
    await waitFor(() => expect(screen.getByText(MESSAGE)).toBeInTheDocument());
    expect(screen.getAllByTestId('policyholder-count')[1]).toHaveTextContent('0 of 11');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(fakeApi.requests(api.expressOrder.setPolicyholders)).toHaveLength(0);

    // Back to all: allowed, so saved, and the server's answer is shown.
    await user.click(screen.getAllByRole('radio', { name: 'All policyholders' })[1] as HTMLElement);
    await waitFor(() => expect(fakeApi.requests(api.expressOrder.setPolicyholders)).toHaveLength(1));
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
