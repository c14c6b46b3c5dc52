import { pageLabels } from '@msc/shared/messages';
import type { JobRun } from '@msc/shared/model/job-run';
import { formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useCapability } from '#features/session';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { jobRunsQuery } from './api/job-runs-queries';
import { isFeedJob, JobActions } from './components/job-actions';

const TITLE = 'Job Runs';

/** `2026-11-01T06:00:02.000Z` → `11/01/2026 06:00 UTC`: jobs are scheduled in UTC. */
const when = (iso: string) => `${formatDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

const counts = (run: JobRun) =>
  Object.entries(run.counts)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

const COLUMNS: readonly DataColumn<JobRun>[] = [
  { id: 'startedAt', header: 'Started', cell: (run) => when(run.startedAt) },
  { id: 'status', header: 'Status', cell: (run) => run.status },
  { id: 'feed', header: 'Feed', cell: (run) => run.feedKey ?? '', wrap: true },
  { id: 'counts', header: 'Counts', cell: counts, wrap: true },
  {
    id: 'details',
    header: 'Errors / Note',
    wrap: true,
    cell: (run) =>
      run.errors.length > 0 ? (
        <ul className="list-disc pl-4">
          {run.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : (
        (run.note ?? '')
      ),
  },
];

/** /manager/job-runs (Admin Center): the scheduled list refreshes, newest run first, for staff. */
export default function JobRunsPage() {
  const isStaff = useCapability('adminAccess');
  if (!isStaff) {
    return (
      <>
        <PageTitle title={TITLE} />
        <EmptyState message="You do not have access to the Admin Center." />
      </>
    );
  }
  return <JobRuns />;
}

function JobRuns() {
  const runs = useQuery(jobRunsQuery());
  const canRun = useCapability('runJobs');
  return (
    <>
      <PageTitle title={TITLE} subtitle={pageLabels.jobRunsSubtitle} />
      {runs.isPending ? (
        <LoadingState />
      ) : (
        runs.data?.jobs.map((job) => (
          <section key={job.jobName} aria-label={job.jobName} className="mb-8">
            <h2 className="mb-2 text-lg font-semibold">{job.jobName}</h2>
            {canRun && isFeedJob(job.jobName) && <JobActions jobName={job.jobName} />}
            {job.runs.length === 0 ? (
              <EmptyState message="No runs yet." />
            ) : (
              <DataTable
                columns={COLUMNS}
                rows={job.runs}
                rowKey={(run) => run.startedAt}
                caption={`Runs of ${job.jobName}, newest first`}
              />
            )}
          </section>
        ))
      )}
    </>
  );
}
