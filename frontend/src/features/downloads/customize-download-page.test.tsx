import { apiErrors, errors } from '@msc/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CustomizeDownloadPage from './customize-download-page';

installFakeApi();

const url = '/personalization/customize-download?productId=P1';

describe('customize download access (spec 1 §6: a current agency or an admin-access role)', () => {
  it("shows the spec's message instead of the editor to an agent with no current agency", async () => {
    renderWithProviders(<CustomizeDownloadPage />, {
      session: makeSession({ agency: { agencyId: 0, agencyName: '', statId: '' } }),
      url,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.customDownloadNoAgency);
    expect(screen.queryByRole('button', { name: 'Preview PDF' })).not.toBeInTheDocument();
  });

  it('lets an admin-access role in without an agency', async () => {
    renderWithProviders(<CustomizeDownloadPage />, {
      session: makeSession({
        user: { roles: ['SA'], primaryRoleId: 'SA' },
        agency: { agencyId: 0, agencyName: '', statId: '' },
      }),
      url,
    });
    // The product is unknown to the fake API: the page goes on to ask for it, not to the agency message.
    expect(await screen.findByRole('alert')).toHaveTextContent(apiErrors.productNotFound);
  });
});
