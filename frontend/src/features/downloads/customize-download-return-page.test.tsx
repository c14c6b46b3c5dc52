import { api } from '@msc/shared/api';
import { ErrorCode } from '@msc/shared/api/errors';
import { errors } from '@msc/shared/messages';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import CustomizeDownloadReturnPage from './customize-download-return-page';

const fakeApi = installFakeApi();

const returnUrl = (isWelcomeKit: boolean, extra = '') =>
  `/personalization/customize-download-return?DocID=DOC1&productId=P1&userName=agent%40demo.local&statCode=1721003&isWelcomeKit=${isWelcomeKit}${extra}`;

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.useRealTimers());

describe('the customize download return page (spec 2 §4 custom download commit)', () => {
  it('commits the document and goes to the download page at once for a piece that is not a welcome kit', async () => {
    fakeApi.on(api.downloads.commit, () => ({ succeeded: true, completed: true, customDownloadId: 'CD1' }));
    renderWithProviders(<CustomizeDownloadReturnPage />, { session: makeSession(), url: returnUrl(false) });
    await vi.waitFor(() =>
      expect(location()).toBe(
        '/personalization/download-customize-asset/CD1?docId=DOC1&completed=true&isWelcomeKit=false',
      ),
    );
    expect(fakeApi.requests(api.downloads.commit)[0]?.body).toEqual({
      productUserCustomDownloadModel: { pageFlexDocumentId: 'DOC1', productId: 'P1', action: 'create' },
    });
    expect(screen.queryByText('Your download is being prepared…')).not.toBeInTheDocument();
  });

  it('shows a completed welcome kit as being prepared for 20 s, then the download page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(api.downloads.commit, () => ({ succeeded: true, completed: true, customDownloadId: 'CD2' }));
    renderWithProviders(<CustomizeDownloadReturnPage />, { session: makeSession(), url: returnUrl(true) });
    expect(await screen.findByText('Your download is being prepared…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Preparing your download' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(location()).toContain('/personalization/customize-download-return');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(location()).toBe(
      '/personalization/download-customize-asset/CD2?docId=DOC1&completed=true&isWelcomeKit=true',
    );
  });

  it('goes at once when the welcome kit is not completed', async () => {
    fakeApi.on(api.downloads.commit, () => ({ succeeded: true, completed: false, customDownloadId: 'CD3' }));
    renderWithProviders(<CustomizeDownloadReturnPage />, { session: makeSession(), url: returnUrl(true) });
    await vi.waitFor(() =>
      expect(location()).toContain('/download-customize-asset/CD3?docId=DOC1&completed=false'),
    );
  });

  it('edits the download it came from (parentId) and shows the server refusal', async () => {
    fakeApi.on(
      api.downloads.commit,
      () => new FakeApiFailure(403, { message: errors.customDownloadNoAgency, code: ErrorCode.forbidden }),
    );
    renderWithProviders(<CustomizeDownloadReturnPage />, {
      session: makeSession(),
      url: returnUrl(false, '&parentId=CD9'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.customDownloadNoAgency);
    expect(fakeApi.requests(api.downloads.commit)[0]?.body.productUserCustomDownloadModel).toMatchObject({
      action: 'edit',
      parentId: 'CD9',
    });
  });
});
