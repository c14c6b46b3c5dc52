import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CampaignWizardPage from './campaign-wizard-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.personalization.get, ({ params }) =>
    makeOrderState({ id: params.id ?? '', productId: 'p-letter', parentId: 'os-parent' }),
  );
});

const renderAt = (url: string) =>
  renderWithProviders(<CampaignWizardPage />, {
    session: makeSession(),
    url,
    routePath: url.startsWith('/prospecting') ? url.split('?')[0] : '/cross-sell/:step',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });

const location = () => screen.getByTestId('location');

describe('the cross-sell wizard addresses', () => {
  it('open the same step of the named order state', async () => {
    renderAt('/cross-sell/step-4?id=os-7');
    await waitFor(() => expect(location()).toHaveTextContent('/personalization/step-4/os-7'));
  });

  it('open step 1 with the order state’s parent and product', async () => {
    renderAt('/cross-sell/step-1?id=os-7');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/personalization/step-1/os-7/os-parent/p-letter/?edit=true'),
    );
  });

  it('open the mail schedule on several dates for select-multiple-drops', async () => {
    renderAt('/cross-sell/select-multiple-drops?id=os-7');
    await waitFor(() => expect(location()).toHaveTextContent('/personalization/step-3/os-7?drops=multiple'));
  });

  it('start a do-it-yourself cross-sell letter without an order state (nothing is read)', async () => {
    renderAt('/cross-sell/step-2');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/personalization/select-asset?programType=CrossSell&channelType=1&isMultiChannel=false',
      ),
    );
    expect(fakeApi.requests(api.personalization.get)).toHaveLength(0);
  });
});

describe('the prospecting wizard addresses', () => {
  it('open step 2 (select mail list) of the named order state', async () => {
    renderAt('/prospecting/step-2/select-mail-list?id=os-9');
    await waitFor(() => expect(location()).toHaveTextContent('/personalization/step-2/os-9'));
  });

  it('open the review of the named order state', async () => {
    renderAt('/prospecting/step-4?id=os-9');
    await waitFor(() => expect(location()).toHaveTextContent('/personalization/step-4/os-9'));
  });

  it('start a prospecting order at the line of business to promote without an order state', async () => {
    renderAt('/prospecting/step-3');
    await waitFor(() => expect(location()).toHaveTextContent('/prospecting/select-promote-prospects'));
    expect(fakeApi.requests(api.personalization.get)).toHaveLength(0);
  });
});
