import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { ChangeAgencyPanel } from './change-agency-panel';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/agencies')) return json({ results: [] });
    if (url === '/api/agency/current' && init?.method === 'DELETE') return json(makeSession().agency);
    if (url === '/api/session') return json(makeSession());
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/agency/current',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('says when no agency is selected', () => {
    renderWithProviders(<ChangeAgencyPanel />, {
      session: makeSession({ defaultAgencyId: 0, agency: { agencyId: 0, agencyName: '', statId: '' } }),
    });
    expect(screen.getByText('No agency selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return To My Profile' })).not.toBeInTheDocument();
  });
});
