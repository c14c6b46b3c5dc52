import { api } from '@msc/shared/api';
import type { JobRuns } from '@msc/shared/model/job-run';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import JobRunsPage from './job-runs-page';

const fakeApi = installFakeApi();
const staff = makeSession({ user: { roles: ['SA'], primaryRoleId: 'SA' } });

describe('JobRunsPage', () => {
  it("lists each job's runs, newest first, with the feed, the counts, the refused rows and why a run was skipped", async () => {
    fakeApi.on(api.retention.jobRuns, (): JobRuns => {
      return {
        jobs: [
          {
            jobName: 'refresh-moving-lists',
            runs: [
              {
                jobName: 'refresh-moving-lists',
                startedAt: '2026-12-01T06:00:02.000Z',
                finishedAt: '2026-12-01T06:00:02.100Z',
                status: 'skipped',
                feedKey: 'feeds/moving/2026-11.csv',
                note: 'no new feed since 2026-11-01 (feeds/moving/2026-11.csv, read on 2026-11-01)',
                counts: {},
                errors: [],
              },
              {
                jobName: 'refresh-moving-lists',
                startedAt: '2026-11-01T06:00:02.000Z',
                status: 'succeeded',
                feedKey: 'feeds/moving/2026-11.csv',
                counts: { rows: 5, created: 3, skipped: 2 },
                errors: ['line 4: zip: Invalid', 'line 6: agency 9999 does not exist'],
              },
            ],
          },
          { jobName: 'refresh-win-back-lists', runs: [] },
        ],
      };
    });
    renderWithProviders(<JobRunsPage />, { session: staff });

    const moving = await screen.findByRole('region', { name: 'refresh-moving-lists' });
    const rows = within(moving).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('12/01/2026 06:00 UTC');
    expect(rows[1]).toHaveTextContent('skipped');
    expect(rows[1]).toHaveTextContent('no new feed since 2026-11-01');
    expect(rows[2]).toHaveTextContent('succeeded');
    expect(rows[2]).toHaveTextContent('rows 5, created 3, skipped 2');
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['line 4: zip: Invalid', 'line 6: agency 9999 does not exist']);
    const winBack = screen.getByRole('region', { name: 'refresh-win-back-lists' });
    expect(winBack).toHaveTextContent('No runs yet.');
    expect(fakeApi.requests(api.retention.jobRuns).map((request) => request.query)).toEqual([
      { limit: '20' },
    ]);
  });

  it('shows agents nothing and asks the API nothing', () => {
    renderWithProviders(<JobRunsPage />, { session: makeSession() });
    expect(screen.getByText('You do not have access to the Admin Center.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
