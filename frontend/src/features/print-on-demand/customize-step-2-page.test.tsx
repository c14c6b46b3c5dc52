import { api } from '@msc/shared/api';
import { apiErrors, printOnDemandTexts as T } from '@msc/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CustomizeStep2Page from './customize-step-2-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.catalog.get, () => makeProduct({ isPersonalizable: true }));
  fakeApi.on(api.agency.details, () => ({
    agencyName: 'Harbor Point Insurance',
    addressLine1: '9 Quay Street',
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    phone: '5552013344',
    statId: '101',
    isOwnerMaster: false,
    agencyDefaultId: 101,
    isLicenseNumberRequired: false,
    companySegment: [],
  }));
  let rendered = 0;
  fakeApi.on(api.documents.renderProof, () => {
    rendered += 1;
    return { documentId: 'doc-1', fileUrl: `http://files.test/proof-${rendered}.pdf`, totalPages: 2 };
  });
});

const renderPage = (url = '/print-on-demand/customize-step-2?productId=p-letter') =>
  renderWithProviders(<CustomizeStep2Page />, { session: makeSession(), url });

describe('print on demand, step 2', () => {
  it('renders the proof of the entered text, and Next carries its document to step 3', async () => {
    const { router } = renderPage();
    const next = await screen.findByRole('button', { name: T.next });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: T.previewPdf }));
    await waitFor(() => expect(next).toBeEnabled());
    const [proof] = fakeApi.requests(api.documents.renderProof);
    expect(proof?.body).toMatchObject({
      productId: 'p-letter',
      form: { agencyName: 'Harbor Point Insurance', city: 'Portland' },
    });
    await userEvent.click(next);
    expect(router.state.location.pathname).toBe('/print-on-demand/customize-step-3');
    expect(router.state.location.search).toBe('?productId=p-letter&documentId=doc-1');
  });

  it('asks for a new proof after a change to the text', async () => {
    renderPage();
    const next = await screen.findByRole('button', { name: T.next });
    await userEvent.click(screen.getByRole('button', { name: T.previewPdf }));
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/Agency Name/), ' Group');
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: T.previewPdf }));
    await waitFor(() => expect(next).toBeEnabled());
    // The second proof renders under the same document.
    expect(fakeApi.requests(api.documents.renderProof)[1]?.body).toMatchObject({
      documentId: 'doc-1',
      form: { agencyName: 'Harbor Point Insurance Group' },
    });
  });

  it('refuses a product that cannot be personalized', async () => {
    fakeApi.on(api.catalog.get, () => makeProduct({ isPersonalizable: false }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(apiErrors.productNotFound);
  });
});
