import { api } from '@msc/shared/api';
import type { MarketingContact } from '@msc/shared/model/contact';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { ContactFormDialog } from './contact-form';

const fakeApi = installFakeApi();

const quinn: MarketingContact = {
  id: 'C-1',
  firstName: 'Quinn',
  lastName: 'Aaronson',
  addressLine1: '5 Lake Rd',
  city: 'Renton',
  state: 'WA',
  postalCode: '98057',
  countryCode: 'US',
  isFavorite: false,
};

describe('editing a contact', () => {
  it('sends the fields, never the favorite flag it was shown (the star may have changed it since)', async () => {
    const sent: unknown[] = [];
    fakeApi.on(api.contacts.update, ({ body }) => {
      sent.push(body);
      return { ...quinn, city: body.city, isFavorite: true };
    });
    renderWithProviders(<ContactFormDialog contact={quinn} open onOpenChange={() => {}} />);
    const city = await screen.findByLabelText(/City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Kent');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ firstName: 'Quinn', city: 'Kent' });
    expect(sent[0]).not.toHaveProperty('isFavorite');
  });
});
