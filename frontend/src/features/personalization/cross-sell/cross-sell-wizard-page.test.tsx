import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CrossSellWizardPage from './cross-sell-wizard-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.personalization.get, ({ params }) =>
    makeOrderState({ id: params.id ?? '', productId: 'p-letter', parentId: 'os-parent' }),
  );
});

const renderAt = (url: string) =>
  renderWithProviders(<CrossSellWizardPage />, {
    session: makeSession(),
    url,
    routePath: '/cross-sell/:step',
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
