import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { InitialAgencyModal } from './initial-agency-modal';

const AGENCIES = {
  results: [
    {
      id: 7,
      agencyName: 'Kuhn Insurance Agency',
      statId: '1721001',
      isOwnerMaster: false,
      city: 'Kulasview',
      state: 'CA',
    },
    {
      id: 8,
      agencyName: 'Ullrich Insurance Services',
      statId: '1721000',
      isOwnerMaster: true,
      city: 'South Reese',
      state: 'AZ',
    },
  ],
};

const chosen = makeSession({ hasChosenAgency: true, defaultAgencyId: 7, agency: { agencyId: 7 } });
const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.agency.search, () => AGENCIES);
  fakeApi.on(api.agency.select, () => chosen.agency);
  fakeApi.on(api.session.current, () => chosen);
});

const firstLoad = { defaultAgencyId: 0, agencyCount: 3, hasChosenAgency: false, agency: { agencyId: 0 } };

describe('InitialAgencyModal', () => {
  it('opens on first load for an agent without a default agency, with several agencies, none chosen', async () => {
    renderWithProviders(<InitialAgencyModal />, { session: makeSession(firstLoad) });
    expect(await screen.findByRole('dialog', { name: 'Change Agency' })).toBeInTheDocument();
    expect(await screen.findByText('Kuhn Insurance Agency')).toBeInTheDocument();
    expect(screen.getByText('OM - 17-21-000')).toBeInTheDocument();
  });

  it.each([
    [
      'the role is not Agent',
      { ...firstLoad, user: { roles: ['TM' as const], primaryRoleId: 'TM' as const } },
    ],
    ['a default agency exists', { ...firstLoad, defaultAgencyId: 101 }],
    ['only one agency exists', { ...firstLoad, agencyCount: 1 }],
    ['an agency was already chosen', { ...firstLoad, hasChosenAgency: true }],
  ])('stays closed when %s', (_, overrides) => {
    renderWithProviders(<InitialAgencyModal />, { session: makeSession(overrides) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the selected agency the default and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InitialAgencyModal />, { session: makeSession(firstLoad) });
    await user.click(await screen.findByRole('button', { name: 'Select Kuhn Insurance Agency' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakeApi.requests(api.agency.select).map((request) => request.body)).toEqual([
      { agencyId: 7, isDefault: true },
    ]);
  });

  it('Exit closes it for this page load', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InitialAgencyModal />, { session: makeSession(firstLoad) });
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
