import { api } from '@msc/shared/api';
import { contentTexts } from '@msc/shared/messages';
import { FEED_JOB_NAMES, type FeedJobName } from '@msc/shared/model/job-names';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '#lib/api-client';
import { Button } from '#ui/button';
import { showApiErrorToast, showToast } from '#ui/toast';
import { jobRunsKeys } from '../api/job-runs-queries';

const texts = contentTexts.jobs;

export const isFeedJob = (name: string): name is FeedJobName =>
  (FEED_JOB_NAMES as readonly string[]).includes(name);

/**
 * Run now and drop a feed file for one feed job (runJobs): the run is the schedule's own, its record answers
 * (a failed one too) and the runs list reloads; a refused file shows the job's own message.
 */
export function JobActions({ jobName }: { jobName: FeedJobName }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobRunsKeys.all });
  const run = useMutation({
    mutationFn: () => call(api.admin.runJob, { params: { name: jobName } }),
    onSettled: refresh,
  });
  const drop = useMutation({
    mutationFn: async (file: File) =>
      call(api.admin.dropFeedFile, {
        params: { name: jobName },
        body: { fileName: file.name, csv: await file.text() },
      }),
  });
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const inputId = useId();

  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <Button
        size="sm"
        aria-label={`${texts.runNow} ${jobName}`}
        loading={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: (result) =>
              showToast(
                { title: texts.ran, message: `${result.status}${result.note ? `: ${result.note}` : ''}` },
                result.status === 'failed' ? 'error' : 'success',
              ),
            onError: showApiErrorToast,
          })
        }
      >
        {run.isPending ? texts.running : texts.runNow}
      </Button>
      <form
        aria-label={`${texts.dropFeed} ${jobName}`}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setError(texts.fileRequired);
          setError(undefined);
          drop.mutate(file, {
            onSuccess: () => showToast({ title: texts.uploaded, message: file.name }, 'success'),
            onError: (failure) => setError(failure.message),
          });
        }}
      >
        <div className="flex flex-col text-sm">
          <label htmlFor={inputId} className="font-medium text-slate-800">
            {texts.feedFile}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0])}
            className="text-sm"
          />
        </div>
        <Button size="sm" variant="secondary" type="submit" loading={drop.isPending}>
          {texts.upload}
        </Button>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
