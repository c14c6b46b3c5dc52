import { api } from '@msc/shared/api';
import { contentTexts } from '@msc/shared/messages';
import type { JobRuns } from '@msc/shared/model/job-run';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import JobRunsPage from '../job-runs-page';

const fakeApi = installFakeApi();
const texts = contentTexts.jobs;
const sa = makeSession({ user: { roles: ['SA'], primaryRoleId: 'SA' } });
const csr = makeSession({ user: { roles: ['CustomerService'], primaryRoleId: 'CustomerService' } });

const noRuns = (): JobRuns => ({ jobs: [{ jobName: 'refresh-moving-lists', runs: [] }] });

describe('Job runs actions', () => {
  it('runs a job now and reloads the runs', async () => {
    fakeApi.on(api.retention.jobRuns, noRuns);
    fakeApi.on(api.admin.runJob, () => ({
      jobName: 'refresh-moving-lists',
      startedAt: '2026-11-26T12:00:00.000Z',
      status: 'skipped' as const,
      counts: {},
      errors: [],
    }));
    renderWithProviders(<JobRunsPage />, { session: sa });
    await userEvent.click(
      await screen.findByRole('button', { name: `${texts.runNow} refresh-moving-lists` }),
    );
    await waitFor(() => expect(fakeApi.requests(api.admin.runJob)).toHaveLength(1));
    expect(fakeApi.requests(api.admin.runJob)[0]?.params).toEqual({ name: 'refresh-moving-lists' });
    await waitFor(() => expect(fakeApi.requests(api.retention.jobRuns).length).toBeGreaterThan(1));
  });

  it('sends a chosen feed file and shows the job’s own message when it is refused', async () => {
    fakeApi.on(api.retention.jobRuns, noRuns);
    const refusal = 'Feed file feeds/moving/movers.csv: the name carries no period.';
    fakeApi.on(
      api.admin.dropFeedFile,
      () => new FakeApiFailure(400, { message: refusal, code: 'bad_request' }),
    );
    renderWithProviders(<JobRunsPage />, { session: sa });
    const input = await screen.findByLabelText(texts.feedFile);
    await userEvent.upload(
      input,
      new File(['agencyId,referenceId\n1,R1\n'], 'movers.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: texts.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(fakeApi.requests(api.admin.dropFeedFile)[0]?.body).toEqual({
      fileName: 'movers.csv',
      csv: 'agencyId,referenceId\n1,R1\n',
    });
  });

  it('offers no action to staff without runJobs', async () => {
    fakeApi.on(api.retention.jobRuns, noRuns);
    renderWithProviders(<JobRunsPage />, { session: csr });
    expect(await screen.findByRole('heading', { name: 'refresh-moving-lists' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run now/ })).toBeNull();
  });
});
