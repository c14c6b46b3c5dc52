import { api } from '@msc/shared/api';
import { ErrorCode } from '@msc/shared/api/errors';
import { printOnDemandTexts as T } from '@msc/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CustomizeStep3Page from './customize-step-3-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.catalog.get, () => makeProduct());
  fakeApi.on(api.documents.get, ({ params }) => ({
    documentId: params.documentId ?? '',
    fileUrl: 'http://files.test/proof.pdf',
    totalPages: 2,
  }));
});

const renderPage = (url = '/print-on-demand/customize-step-3?productId=p-letter&documentId=doc-1') =>
  renderWithProviders(<CustomizeStep3Page />, { session: makeSession(), url });

describe('print on demand, step 3', () => {
  it('offers 25 to 500 in steps of 25, 100 first, and prices 0.25 each', async () => {
    renderPage();
    const quantity = await screen.findByLabelText(T.quantity);
    expect(quantity).toHaveValue('100');
    const values = [...(quantity as HTMLSelectElement).options].map((option) => option.value);
    expect(values[0]).toBe('25');
    expect(values.at(-1)).toBe('500');
    expect(values).toHaveLength(20);
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    await userEvent.selectOptions(quantity, '475');
    expect(screen.getByText('$118.75')).toBeInTheDocument();
  });

  it('lets the proof be downloaded only once the three approvals are ticked', async () => {
    renderPage();
    await screen.findByLabelText(T.quantity);
    expect(screen.getByRole('button', { name: T.downloadProof })).toBeDisabled();
    for (const box of await screen.findAllByRole('checkbox')) await userEvent.click(box);
    const link = await screen.findByRole('link', { name: T.downloadProof });
    expect(link).toHaveAttribute('href', 'http://files.test/proof.pdf');
    expect(fakeApi.requests(api.documents.get)[0]?.params).toMatchObject({ documentId: 'doc-1' });
  });

  it('says the proof is gone when the document is not the user’s (404) or missing', async () => {
    fakeApi.on(
      api.documents.get,
      () => new FakeApiFailure(404, { message: 'Not found', code: ErrorCode.notFound }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(T.missingProof));
    expect(screen.getByRole('button', { name: T.downloadProof })).toBeDisabled();
  });
});
