import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import StartOrderPage from './start-order-page';

const fakeApi = installFakeApi();
const saved = makeOrderState({
  id: 'os-saved',
  pageFlexDocumentId: 'doc-1',
  targetCount: 30,
  isStateSaved: true,
});

beforeEach(() => {
  fakeApi.on(api.catalog.get, () => makeProduct());
  fakeApi.on(api.personalization.create, ({ body }) =>
    makeOrderState({ id: 'os-new', productId: body.productId }),
  );
  fakeApi.on(api.personalization.remove, ({ params }) => ({ id: params.id ?? '' }));
});

const renderPage = (url = '/personalization/save-for-later/confirmation/p-letter') =>
  renderWithProviders(
    <>
      <StartOrderPage />
      <LocationProbe />
    </>,
    {
      session: makeSession(),
      url,
      routePath: '/personalization/save-for-later/confirmation/:productId',
      routes: [{ path: '*', element: <LocationProbe /> }],
    },
  );

describe('starting an order', () => {
  it('starts a new direct-mail order state at once when nothing is saved, and opens step 1', async () => {
    fakeApi.on(api.personalization.savedItemOfProduct, () => ({ orderState: null }));
    renderPage('/personalization/save-for-later/confirmation/p-letter?programType=cross-sell&oppId=7');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/personalization/step-1/os-new/os-new/p-letter/',
      ),
    );
    const [create] = fakeApi.requests(api.personalization.create);
    expect(create?.body).toMatchObject({
      productId: 'p-letter',
      programType: 'CrossSell',
      channelType: 1,
      oppId: '7',
    });
    expect(fakeApi.requests(api.personalization.create)).toHaveLength(1);
  });

  it('asks about the saved item: Yes resumes where it stopped (its schedule is next)', async () => {
    const user = userEvent.setup();
    fakeApi.on(api.personalization.savedItemOfProduct, () => ({ orderState: saved }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/personalization/step-3/os-saved');
    expect(fakeApi.requests(api.personalization.create)).toHaveLength(0);
  });

  it('No deletes the saved item and starts anew', async () => {
    const user = userEvent.setup();
    let savedNow: typeof saved | null = saved;
    fakeApi.on(api.personalization.savedItemOfProduct, () => ({ orderState: savedNow }));
    fakeApi.on(api.personalization.remove, ({ params }) => {
      savedNow = null;
      return { id: params.id ?? '' };
    });
    renderPage();
    expect(await screen.findByText('Would you like to use the previously saved item?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/personalization/step-1/os-new/'),
    );
    expect(fakeApi.requests(api.personalization.remove)[0]?.params).toEqual({ id: 'os-saved' });
    expect(fakeApi.requests(api.personalization.create)).toHaveLength(1);
  });

  describe('the express shortcut (spec 2 §4)', () => {
    const ownerMaster = makeSession({ agency: { isOwnerMaster: true, statId: '1721003' } });
    const renderAsOwner = (url: string) =>
      renderWithProviders(
        <>
          <StartOrderPage />
          <LocationProbe />
        </>,
        {
          session: ownerMaster,
          url,
          routePath: '/personalization/save-for-later/confirmation/:productId',
          routes: [{ path: '*', element: <LocationProbe /> }],
        },
      );

    beforeEach(() => {
      fakeApi.on(api.catalog.get, () => makeProduct({ isExpressOrderingAllowed: true }));
      fakeApi.on(api.personalization.savedItemOfProduct, () => ({ orderState: null }));
      fakeApi.on(api.expressOrder.subCodes, () => ({
        results: [
          { statId: '1721003', agencyName: 'Own', policyHoldersCount: 4 },
          { statId: '10-20-002', agencyName: 'Sub', policyHoldersCount: 7 },
        ],
      }));
    });

    it('sends an owner master with sub codes that have policyholders to the express confirmation', async () => {
      renderAsOwner('/personalization/save-for-later/confirmation/p-letter?oppId=7');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/expressorder/confirmation/p-letter?oppId=7',
        ),
      );
      expect(fakeApi.requests(api.personalization.create)).toHaveLength(0);
    });

    it('starts the single-agency order when express ordering was answered No', async () => {
      renderAsOwner('/personalization/save-for-later/confirmation/p-letter?singleAgency=true');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/personalization/step-1/os-new/'),
      );
      expect(fakeApi.requests(api.expressOrder.subCodes)).toHaveLength(0);
    });
  });
});
