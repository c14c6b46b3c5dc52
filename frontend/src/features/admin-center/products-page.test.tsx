import { api } from '@msc/shared/api';
import type { AdminProduct } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import ProductsPage from './products-page';

const fakeApi = installFakeApi();
const texts = adminTexts.products;

const postcard: AdminProduct = {
  id: 'P-1',
  name: 'Auto postcard',
  itemNumber: 'AP-4309B',
  description: 'A postcard.',
  unitPrice: 76,
  unitOfMeasure: 'EA',
  quantityPerUnit: 1,
  deliveryType: 1,
  canAddToCart: true,
  isPersonalizable: false,
  isDownloadble: false,
  isCustomizeDownloadble: false,
  isExpressOrderingAllowed: false,
  isIgniteEligible: false,
  isRequireShipping: true,
  isKitItem: false,
  isEmail: false,
  isSubscription: false,
  isWelcomeKit: false,
  requiresApproval: false,
  programTypes: ['CrossSell'],
  productTypes: ['Auto'],
  productFormat: 'Postcards',
  productCategory: 'Auto',
  tags: [],
  availabilityStates: [],
  created: '2026-01-01T00:00:00.000Z',
};

function givenCatalogue() {
  fakeApi.on(api.admin.products, () => ({ results: [postcard], totalCount: 1, pageNumber: 1, pageSize: 25 }));
  fakeApi.on(api.admin.product, () => postcard);
}

describe('ProductsPage', () => {
  it('lets a marketing administrator edit a price in dollars, sent as cents, the server refusing a taken item number on its field', async () => {
    givenCatalogue();
    fakeApi.on(
      api.admin.updateProduct,
      () => new FakeApiFailure(409, { message: texts.itemNumberTaken, code: 'conflict' }),
    );
    renderWithProviders(<ProductsPage />, {
      session: makeSession({ user: { roles: ['MarketingAdmin'], primaryRoleId: 'MarketingAdmin' } }),
    });
    const row = await screen.findByRole('row', { name: /AP-4309B/ });
    expect(row).toHaveTextContent('$0.76');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit AP-4309B' }));
    const form = await screen.findByRole('form', { name: 'Edit AP-4309B' });
    const price = within(form).getByRole('textbox', { name: /Unit price/ });
    expect(price).toHaveValue('0.76');
    await userEvent.clear(price);
    await userEvent.type(price, '1.25');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));

    expect(await within(form).findByText(texts.itemNumberTaken)).toBeInTheDocument();
    const [sent] = fakeApi.requests(api.admin.updateProduct);
    expect(sent?.params).toEqual({ id: 'P-1' });
    expect(sent?.body).toMatchObject({ unitPrice: 125, itemNumber: 'AP-4309B', programTypes: ['CrossSell'] });
  });

  it('sends a limit, the template chosen once Personalizable is ticked, and no image after Remove image', async () => {
    givenCatalogue();
    fakeApi.on(api.admin.product, () => ({
      ...postcard,
      imageKey: 'products/AP-4309B.svg',
      imageUrl: '/assets/products/AP-4309B.svg',
      thumbnailUrl: '/assets/products/AP-4309B.svg',
    }));
    fakeApi.on(api.admin.updateProduct, () => postcard);
    renderWithProviders(<ProductsPage />, {
      session: makeSession({ user: { roles: ['MarketingAdmin'], primaryRoleId: 'MarketingAdmin' } }),
    });
    const row = await screen.findByRole('row', { name: /AP-4309B/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit AP-4309B' }));
    const form = await screen.findByRole('form', { name: 'Edit AP-4309B' });
    expect(within(form).getByRole('img', { name: texts.image })).toHaveAttribute(
      'src',
      '/assets/products/AP-4309B.svg',
    );
    expect(within(form).queryByRole('combobox', { name: texts.template })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: texts.limit }), '5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Personalizable' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: texts.template }), 'Postcard');
    await userEvent.click(within(form).getByRole('button', { name: adminTexts.assetImage.remove }));
    expect(within(form).getByText(adminTexts.assetImage.none)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(fakeApi.requests(api.admin.updateProduct)).toHaveLength(1));
    const [sent] = fakeApi.requests(api.admin.updateProduct);
    expect(sent?.body).toMatchObject({ limitAvailable: 5, personalizationTemplate: 'postcard' });
    expect(sent?.body).not.toHaveProperty('imageKey');
  });

  it("shows the form's own message for a price that is not dollars and cents, and sends nothing", async () => {
    givenCatalogue();
    renderWithProviders(<ProductsPage />, {
      session: makeSession({ user: { roles: ['SA'], primaryRoleId: 'SA' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AP-4309B' }));
    const form = await screen.findByRole('form', { name: 'Edit AP-4309B' });
    const price = within(form).getByRole('textbox', { name: /Unit price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '12.505');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(form).findByText(texts.unitPriceInvalid)).toBeInTheDocument();
    expect(fakeApi.requests(api.admin.updateProduct)).toEqual([]);
  });

  it('lets the standard customer-service role look without an editor', async () => {
    givenCatalogue();
    renderWithProviders(<ProductsPage />, {
      session: makeSession({ user: { roles: ['CustomerService'], primaryRoleId: 'CustomerService' } }),
    });
    expect(await screen.findByRole('row', { name: /AP-4309B/ })).toBeInTheDocument();
    expect(screen.getByText(adminTexts.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit AP-4309B' })).not.toBeInTheDocument();
  });

  it('shows an agent no list and no editor, and asks the API nothing', () => {
    renderWithProviders(<ProductsPage />, { session: makeSession() });
    expect(screen.getByText(adminTexts.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fakeApi.requests(api.admin.products)).toEqual([]);
  });
});
