import { api } from '@msc/shared/api';
import type { AdminUser } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { showApiErrorToast } from '#ui/toast';
import UserPage from './user-page';
import UsersPage from './users-page';

vi.mock('#ui/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const fakeApi = installFakeApi();
const texts = adminTexts.users;

const csAdmin = makeSession({
  user: {
    userName: 'csa@demo.local',
    roles: ['CustomerServiceAdmin'],
    primaryRoleId: 'CustomerServiceAdmin',
  },
});

const owner: AdminUser = {
  userName: 'owner@demo.local',
  email: 'owner@demo.local',
  firstName: 'Olive',
  lastName: 'Owner',
  roles: ['Agent'],
  primaryRole: 'Agent',
  disabled: false,
  defaultAgencyId: 7,
  version: 3,
  memberships: [
    { agencyId: 7, agencyName: 'Seven Agency', statId: '1000007' },
    { agencyId: 8, agencyName: 'Eight Agency', statId: '1000008' },
  ],
  recentOrders: [
    {
      orderId: 'O-1',
      orderNumber: '100077',
      orderDate: '2026-10-02T10:00:00.000Z',
      agencyId: 7,
      total: 1250,
    },
  ],
};

describe('UsersPage', () => {
  it('finds users by name or email and links to their page', async () => {
    fakeApi.on(api.admin.users, () => ({ results: [owner], totalCount: 1, pageNumber: 1, pageSize: 25 }));
    renderWithProviders(<UsersPage />, { session: csAdmin });
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'olive');
    const link = await screen.findByRole('link', { name: 'Owner, Olive' });
    expect(link).toHaveAttribute('href', '/manager/users/owner%40demo.local');
    expect(fakeApi.requests(api.admin.users).at(-1)?.query).toMatchObject({ term: 'olive' });
  });

  it('shows an agent no search and no editor', () => {
    renderWithProviders(<UsersPage />, { session: makeSession() });
    expect(screen.getByText(adminTexts.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('UserPage', () => {
  const open = () =>
    renderWithProviders(<UserPage />, {
      session: csAdmin,
      routePath: '/manager/users/:userName',
      url: '/manager/users/owner@demo.local',
    });

  it('shows roles, agencies with the default, recent orders and an impersonation link', async () => {
    fakeApi.on(api.admin.user, () => owner);
    open();
    expect(await screen.findByRole('heading', { name: 'Olive Owner' })).toBeInTheDocument();
    const agencies = screen.getByRole('region', { name: texts.memberships });
    expect(agencies).toHaveTextContent('Seven Agency (7)');
    expect(agencies).toHaveTextContent('Eight Agency (8, 1000008)');
    expect(screen.getByRole('row', { name: /100077/ })).toHaveTextContent('$12.50');
    expect(screen.getByRole('link', { name: texts.impersonate })).toHaveAttribute(
      'href',
      '/manager/impersonate?user=owner%40demo.local',
    );
  });

  it('offers only roles below the admin’s own rank whose powers the admin holds, and asks before removing an agency (on the version shown)', async () => {
    fakeApi.on(api.admin.user, () => owner);
    fakeApi.on(api.admin.removeMembership, () => ({ ...owner, memberships: owner.memberships.slice(0, 1) }));
    open();
    const grant = await screen.findByRole('combobox', { name: texts.grant });
    const offered = within(grant)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter(Boolean);
    expect(offered).toContain('CustomerService');
    expect(offered).not.toContain('CustomerServiceAdmin');
    expect(offered).not.toContain('SA');
    // Outranked, but catalogue and announcements are not a customer-service admin's to hand out.
    expect(offered).not.toContain('MarketingAdmin');

    await userEvent.click(screen.getByRole('button', { name: `${texts.removeMembership} Eight Agency` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(texts.confirmRemoveMembership);
    expect(fakeApi.requests(api.admin.removeMembership)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.removeMembership }));
    await waitFor(() => expect(fakeApi.requests(api.admin.removeMembership)).toHaveLength(1));
    const [removal] = fakeApi.requests(api.admin.removeMembership);
    expect(removal?.params.userName).toBe('owner@demo.local');
    expect(String(removal?.params.agencyId)).toBe('8');
    expect(removal?.body).toEqual({ version: 3 });
  });

  it('asks before disabling, and shows a user ranked as high as the admin read-only', async () => {
    fakeApi.on(api.admin.user, () => owner);
    fakeApi.on(api.admin.disableUser, () => ({ ...owner, disabled: true }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: texts.disable }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(texts.confirmDisable);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.disable }));
    expect(await screen.findByText(texts.disabledNote)).toBeInTheDocument();
    // Found once the closed dialog has given the page back to assistive technology (aria-hidden removed).
    expect(await screen.findByRole('button', { name: texts.enable })).toBeInTheDocument();
  });

  it('shows why a user could not be disabled (the user pool refused), and leaves them shown as active', async () => {
    fakeApi.on(api.admin.user, () => owner);
    fakeApi.on(
      api.admin.disableUser,
      () => new FakeApiFailure(502, { message: texts.signInNotDisabled, code: 'internal' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: texts.disable }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.disable }));
    // The page's error toast carries the server's text (react-query passes more arguments after it).
    await waitFor(() => expect(showApiErrorToast).toHaveBeenCalled());
    expect((vi.mocked(showApiErrorToast).mock.calls[0]![0] as Error).message).toBe(texts.signInNotDisabled);
    expect(screen.queryByText(texts.disabledNote)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.disable })).toBeInTheDocument();
  });

  it('shows a peer without any editor', async () => {
    const peer: AdminUser = {
      ...owner,
      roles: ['CustomerServiceAdmin'],
      primaryRole: 'CustomerServiceAdmin',
    };
    fakeApi.on(api.admin.user, () => peer);
    open();
    expect(await screen.findByText(texts.readOnlyRank)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.disable })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: texts.grant })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
