import { api } from '@msc/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { ChangeAgencyPanel } from './change-agency-panel';

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.agency.search, () => ({ results: [] }));
  fakeApi.on(api.agency.returnToProfile, () => makeSession().agency);
  fakeApi.on(api.session.current, () => makeSession());
});

describe('ChangeAgencyPanel', () => {
  it('welcomes the user and shows the agency with its stat code, OM-prefixed for an owner master', () => {
    renderWithProviders(<ChangeAgencyPanel />, {
      session: makeSession({
        agency: { agencyName: 'Ullrich Insurance Services', statId: '1721000', isOwnerMaster: true },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Avery' })).toBeInTheDocument();
    expect(screen.getByText('Ullrich Insurance Services')).toBeInTheDocument();
    expect(screen.getByText('OM - 17-21-000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Agency' })).toBeInTheDocument();
  });

  it('offers Return To My Profile only when another agency than the default is in effect', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ChangeAgencyPanel />, { session: makeSession() });
    expect(screen.queryByRole('button', { name: 'Return To My Profile' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ChangeAgencyPanel />, { session: makeSession({ agency: { agencyId: 202 } }) });
    await user.click(screen.getByRole('button', { name: 'Return To My Profile' }));
    await waitFor(() => expect(fakeApi.requests(api.agency.returnToProfile)).toHaveLength(1));
  });

  it('says when no agency is selected', () => {
    renderWithProviders(<ChangeAgencyPanel />, {
      session: makeSession({ defaultAgencyId: 0, agency: { agencyId: 0, agencyName: '', statId: '' } }),
    });
    expect(screen.getByText('No agency selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return To My Profile' })).not.toBeInTheDocument();
  });
});
