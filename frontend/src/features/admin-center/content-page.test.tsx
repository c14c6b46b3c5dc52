import { api } from '@msc/shared/api';
import type { AdminAnnouncement, AdminBanner } from '@msc/shared/api/admin-content';
import { adminTexts, contentTexts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import ContentPage from './content-page';

const fakeApi = installFakeApi();
const texts = contentTexts;

const rates: AdminAnnouncement = {
  id: 'A1',
  title: 'Rates drop',
  body: '<p>Rates <strong>drop</strong>.</p>',
  startDate: '2020-01-01',
  endDate: '2020-01-31',
  audienceRoles: ['Agent'],
};
const spring: AdminBanner = {
  id: 'B1',
  name: 'Spring campaign',
  imageKey: 'banners/B1.svg',
  imageUrl: '/assets/banners/B1.svg',
  linkUrl: '/products',
  sortOrder: 2,
  isActive: true,
  startDate: '2099-01-01',
};

const marketingAdmin = makeSession({ user: { roles: ['MarketingAdmin'], primaryRoleId: 'MarketingAdmin' } });
const csr = makeSession({ user: { roles: ['CustomerService'], primaryRoleId: 'CustomerService' } });

function given(announcements = [rates], banners = [spring]) {
  fakeApi.on(api.admin.announcementsAdmin, () => ({ results: announcements }));
  fakeApi.on(api.admin.bannersAdmin, () => ({ results: banners }));
}

describe('ContentPage', () => {
  it('lists announcements and banners with their window, audience, order and status today', async () => {
    given();
    renderWithProviders(<ContentPage />, { session: marketingAdmin });
    const announcement = await screen.findByRole('row', { name: /Rates drop/ });
    for (const text of ['01/01/2020 – 01/31/2020', 'Agent', texts.status.ended])
      expect(announcement).toHaveTextContent(text);
    const banner = await screen.findByRole('row', { name: /Spring campaign/ });
    for (const text of ['2', '/products', texts.status.scheduled]) expect(banner).toHaveTextContent(text);
  });

  it('creates an announcement for everyone from the form, and deletes one after the confirm', async () => {
    given();
    fakeApi.on(api.admin.createAnnouncement, ({ body }) => ({
      ...body,
      id: 'A2',
      endDate: undefined,
      audienceRoles: [],
    }));
    fakeApi.on(api.admin.deleteAnnouncement, () => ({ deleted: true as const }));
    renderWithProviders(<ContentPage />, { session: marketingAdmin });
    await userEvent.click(await screen.findByRole('button', { name: texts.announcements.create }));
    const form = screen.getByRole('form', { name: texts.announcements.create });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Holiday hours');
    await userEvent.type(within(form).getByRole('textbox', { name: /Text/ }), '<p>Closed Friday.</p>');
    await userEvent.type(within(form).getByLabelText(/First day/), '2026-12-01');
    await userEvent.click(within(form).getByRole('button', { name: texts.announcements.save }));
    await waitFor(() => expect(fakeApi.requests(api.admin.createAnnouncement)).toHaveLength(1));
    expect(fakeApi.requests(api.admin.createAnnouncement)[0]?.body).toMatchObject({
      title: 'Holiday hours',
      body: '<p>Closed Friday.</p>',
      startDate: '2026-12-01',
      audienceRoles: [],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Rates drop' }));
    await userEvent.click(
      await screen.findByRole('button', { name: texts.announcements.confirmDelete.confirmLabel }),
    );
    await waitFor(() => expect(fakeApi.requests(api.admin.deleteAnnouncement)).toHaveLength(1));
    expect(fakeApi.requests(api.admin.deleteAnnouncement)[0]?.params).toEqual({ id: 'A1' });
  });

  it('refuses a banner without an image or an order, or with a script link, with the rule messages, sending nothing', async () => {
    given([], []);
    renderWithProviders(<ContentPage />, { session: marketingAdmin });
    await userEvent.click(await screen.findByRole('button', { name: texts.banners.create }));
    const form = screen.getByRole('form', { name: texts.banners.create });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Winter');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: texts.banners.save }));
    expect(await within(form).findByText(texts.banners.linkFormat)).toBeInTheDocument();
    expect(within(form).getByText(texts.banners.orderFormat)).toBeInTheDocument();
    // No image uploaded yet.
    expect(within(form).getByText(texts.banners.imageRequired)).toBeInTheDocument();
    expect(fakeApi.requests(api.admin.createBanner)).toEqual([]);
  });

  it('shows customer service the lists without any change button', async () => {
    given();
    renderWithProviders(<ContentPage />, { session: csr });
    expect(await screen.findByRole('row', { name: /Rates drop/ })).toBeInTheDocument();
    expect(screen.getByText(adminTexts.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.announcements.create })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
