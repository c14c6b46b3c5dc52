import { api } from '@msc/shared/api';
import { ErrorCode } from '@msc/shared/api/errors';
import { errors } from '@msc/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { DropTracking } from './drop-tracking';

const fakeApi = installFakeApi();
const drop = { orderId: 'O1', itemId: '1', dropNumber: 2 };
const TRACKING = '00270123456000000001';

describe('a drop’s tracking on the order page', () => {
  it('shows each stage’s count and share, then the pieces and a piece’s scans', async () => {
    fakeApi.on(api.mailVisibility.dropTimeline, () => ({
      pieces: 200,
      forwarded: 3,
      stages: [
        { stage: 'enteredMailStream' as const, count: 190, percent: 95 },
        { stage: 'inLocalArea' as const, count: 172, percent: 86 },
        { stage: 'outForDelivery' as const, count: 142, percent: 71 },
        { stage: 'deliveredByEstimate' as const, count: 100, percent: 50 },
        { stage: 'returned' as const, count: 2, percent: 1 },
      ],
    }));
    fakeApi.on(api.mailVisibility.dropPieces, () => ({
      results: [
        {
          trackingCode: TRACKING,
          firstName: 'Ada',
          lastName: 'Reader',
          addressLine1: '1 MAIN ST',
          city: 'SEATTLE',
          state: 'WA',
          postalCode: '98101-1234',
          stage: 'outForDelivery' as const,
          deliveredByEstimate: true,
          forwarded: false,
        },
      ],
      totalCount: 1,
      pageNumber: 1,
      pageSize: 25,
    }));
    fakeApi.on(api.mailVisibility.pieceScans, () => ({
      piece: {
        trackingCode: TRACKING,
        firstName: 'Ada',
        lastName: 'Reader',
        addressLine1: '1 MAIN ST',
        city: 'SEATTLE',
        state: 'WA',
        postalCode: '98101-1234',
        stage: 'outForDelivery' as const,
        deliveredByEstimate: true,
        forwarded: false,
      },
      scans: [{ event: 'outForDelivery' as const, scannedAt: '2026-11-17T13:00:00Z', facilityZip: '98101' }],
    }));
    renderWithProviders(<DropTracking drop={drop} />);
    const timeline = await screen.findByTestId('drop-timeline-2');
    expect(within(timeline).getByText('Delivered (estimated)').nextSibling).toHaveTextContent('100 (50%)');
    expect(within(timeline).getByText('Returned').nextSibling).toHaveTextContent('2 (1%)');
    expect(screen.getByText(/of 200 pieces mailed · 3 forwarded/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show pieces' }));
    const pieces = await screen.findByTestId('drop-pieces-2');
    expect(
      within(pieces).getByRole('row', { name: /Ada Reader.*Delivered \(estimated\)/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(pieces).getByRole('button', { name: 'Scans: Ada Reader' }));
    expect(await screen.findByTestId(`scans-${TRACKING}`)).toHaveTextContent(
      'Out for delivery11/17/202698101',
    );
  });

  it('says so when the pieces cannot be read, instead of showing nothing', async () => {
    fakeApi.on(api.mailVisibility.dropTimeline, () => ({
      pieces: 10,
      forwarded: 0,
      stages: [{ stage: 'enteredMailStream' as const, count: 10, percent: 100 }],
    }));
    fakeApi.on(
      api.mailVisibility.dropPieces,
      () => new FakeApiFailure(502, { message: errors.somethingWentWrong, code: ErrorCode.internal }),
    );
    renderWithProviders(<DropTracking drop={drop} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show pieces' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.somethingWentWrong);
  });
});
