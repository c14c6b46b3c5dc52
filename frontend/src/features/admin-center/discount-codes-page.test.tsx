import { api } from '@msc/shared/api';
import type { AdminDiscountCode } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import DiscountCodesPage from './discount-codes-page';

const fakeApi = installFakeApi();
const texts = adminTexts.discountCodes;

const ship5: AdminDiscountCode = {
  code: 'SHIP5',
  name: '$5 off shipping',
  discountType: 'amount',
  value: 500,
  validFrom: '2026-06-01',
  validTo: '2027-06-30',
  isActive: true,
  maxUsesPerAgency: 2,
  timesUsed: 7,
};

const marketingAdmin = makeSession({ user: { roles: ['MarketingAdmin'], primaryRoleId: 'MarketingAdmin' } });

describe('DiscountCodesPage', () => {
  it('lists each code with its discount, window, caps and uses so far', async () => {
    fakeApi.on(api.admin.discountCodes, () => ({ results: [ship5] }));
    renderWithProviders(<DiscountCodesPage />, { session: marketingAdmin });
    const row = await screen.findByRole('row', { name: /SHIP5/ });
    for (const text of ['$5.00', '06/01/2026 – 06/30/2027', '2 per agency', '7', texts.active])
      expect(row).toHaveTextContent(text);
  });

  it('edits an amount in dollars (sent as cents), a blank cap meaning none, and deactivates a code', async () => {
    fakeApi.on(api.admin.discountCodes, () => ({ results: [ship5] }));
    fakeApi.on(api.admin.updateDiscountCode, () => ({ ...ship5, value: 750, maxUsesPerAgency: undefined }));
    fakeApi.on(api.admin.deactivateDiscountCode, () => ({ ...ship5, isActive: false }));
    renderWithProviders(<DiscountCodesPage />, { session: marketingAdmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SHIP5' }));
    const form = screen.getByRole('form', { name: 'Edit SHIP5' });
    const amount = within(form).getByRole('textbox', { name: /Amount off/ });
    expect(amount).toHaveValue('5.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '7.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Max uses per agency' }));
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(fakeApi.requests(api.admin.updateDiscountCode)).toHaveLength(1));
    const [edit] = fakeApi.requests(api.admin.updateDiscountCode);
    expect(edit?.params).toEqual({ code: 'SHIP5' });
    expect(edit?.body).toMatchObject({ discountType: 'amount', value: 750, validTo: '2027-06-30' });
    expect(edit?.body).not.toHaveProperty('maxUsesPerAgency');

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate SHIP5' }));
    await waitFor(() => expect(fakeApi.requests(api.admin.deactivateDiscountCode)).toHaveLength(1));
    expect(fakeApi.requests(api.admin.deactivateDiscountCode).map((request) => request.params)).toEqual([
      { code: 'SHIP5' },
    ]);
  });

  it('refuses a last valid day before the first with the rule message, sending nothing', async () => {
    fakeApi.on(api.admin.discountCodes, () => ({ results: [] }));
    renderWithProviders(<DiscountCodesPage />, { session: marketingAdmin });
    await userEvent.click(await screen.findByRole('button', { name: texts.create }));
    const form = screen.getByRole('form', { name: texts.create });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'SPRING');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Spring');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Percent off' }), '10');
    await userEvent.type(within(form).getByLabelText(/First valid day/), '2026-05-01');
    await userEvent.type(within(form).getByLabelText(/Last valid day/), '2026-04-01');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(form).findByText(texts.datesOrder)).toBeInTheDocument();
    expect(fakeApi.requests(api.admin.createDiscountCode)).toEqual([]);
  });
});
