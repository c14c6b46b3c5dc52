import { api } from '@msc/shared/api';
import { dataListTexts, prospectingTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import Step2Page from '../step-2-page';

const ID = '01JPROSPECTORDERSTATE';
const orderState = (extra: Partial<OrderState> = {}): OrderState =>
  makeOrderState({ id: ID, productId: 'p-prospect', programType: 'Prospecting', ...extra });

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.personalization.get, () => orderState());
  fakeApi.on(api.catalog.get, () =>
    makeProduct({ id: 'p-prospect', itemNumber: 'AP-PROS', programTypes: ['Prospecting'], unitPrice: 76 }),
  );
  fakeApi.on(api.prospecting.count, () => ({
    withPhone: 600,
    withoutPhone: 1200,
    unknownZipCodes: [],
    zipCodesReached: 3,
  }));
  fakeApi.on(api.prospecting.price, ({ body }) => {
    const finalUnitPrice = body.includePhoneNumber ? 81 : 76;
    return {
      count: { countWithFactor: body.targetCount },
      price: { includePhoneNumber: body.includePhoneNumber },
      targetCount: body.targetCount,
      finalPrice: body.targetCount * finalUnitPrice,
      finalUnitPrice,
    };
  });
  fakeApi.on(api.personalization.setProspects, ({ body }) =>
    orderState({ zipCodes: body.zipCodes, prospectOption: body.option, targetCount: 1200 }),
  );
});

const renderStep2 = (query = '') =>
  renderWithProviders(<Step2Page />, {
    url: `/personalization/step-2/${ID}${query}`,
    routePath: '/personalization/step-2/:id',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });

describe('step 2 of a prospecting order', () => {
  it('asks for the list type, then saves the ZIP targeting and option (never a count or price)', async () => {
    const user = userEvent.setup();
    renderStep2();
    expect(
      await screen.findByRole('heading', { name: prospectingTexts.listTypeQuestion }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(prospectingTexts.purchaseList) }));
    await user.type(await screen.findByLabelText(prospectingTexts.zipCodes), '10000, 10001');
    await user.selectOptions(screen.getByLabelText(prospectingTexts.radius), '10');
    const next = screen.getByRole('button', { name: prospectingTexts.next });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: prospectingTexts.checkAvailability }));
    await user.click(await screen.findByRole('radio', { name: prospectingTexts.options.withoutPhoneAll }));
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.getByText('$912.00')).toBeInTheDocument();
    await user.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/personalization/step-3/${ID}`),
    );
    expect(fakeApi.requests(api.personalization.setProspects)[0]?.body).toEqual({
      zipCodes: ['10000', '10001'],
      zipRadius: 10,
      crossStateBoundary: false,
      option: 'withoutPhoneAll',
    });
  });

  it('opens again with the saved choice checked, and returns to the review when opened from it', async () => {
    const user = userEvent.setup();
    fakeApi.on(api.personalization.get, () =>
      orderState({
        zipCodes: ['10000'],
        zipRadius: 5,
        prospectOption: 'withPhoneQuantity',
        targetCount: 250,
      }),
    );
    renderStep2('?review=true');
    const quantity = await screen.findByRole('textbox', { name: prospectingTexts.quantity });
    expect(quantity).toHaveValue('250');
    expect(screen.getByLabelText(prospectingTexts.zipCodes)).toHaveValue('10000');
    // Next waits for the saved choice's availability and price, checked by an effect after the first render.
    const next = screen.getByRole('button', { name: prospectingTexts.next });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/personalization/step-4/${ID}`),
    );
    expect(fakeApi.requests(api.personalization.setProspects)[0]?.body).toMatchObject({
      option: 'withPhoneQuantity',
      quantity: 250,
      zipRadius: 5,
    });
  });

  it('"Select your list" shows the own-list step, and the choice can be changed', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: new RegExp(prospectingTexts.ownList) }));
    expect(await screen.findByText(dataListTexts.optionLegend)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: prospectingTexts.changeListType }));
    expect(screen.getByRole('heading', { name: prospectingTexts.listTypeQuestion })).toBeInTheDocument();
  });
});
