import { customDownloadTexts, notices } from '@msc/shared/messages';
import { customDownloadPagePath, customDownloadWaitMs } from '@msc/shared/rules/custom-download-commit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '#lib/api-client';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Spinner } from '#ui/spinner';
import { useCommitCustomDownload } from './api/download-queries';

/** How often the 'being prepared' bar moves (it only shows the time passing). */
const TICK_MS = 250;

/** The welcome kit's 'being prepared' wait (spec 2 §4): a spinner and a bar filling over the wait. */
function BeingPrepared({ waitMs, onDone }: { waitMs: number; onDone: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // biome-ignore lint/plugin: the progress bar measures real elapsed time
    const started = Date.now();
    // biome-ignore lint/plugin: the progress bar measures real elapsed time
    const tick = setInterval(() => setElapsed(Math.min(waitMs, Date.now() - started)), TICK_MS);
    const finish = setTimeout(() => done.current(), waitMs);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, [waitMs]);
  const percent = Math.round((elapsed / waitMs) * 100);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" aria-live="polite">
      <Spinner className="size-10 text-blue-700" />
      <p className="text-lg font-medium text-slate-900">{notices.downloadBeingPrepared}</p>
      <div
        role="progressbar"
        aria-label={customDownloadTexts.beingPreparedProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * /personalization/customize-download-return?DocID&productId&userName&statCode&isWelcomeKit&parentId
 * (spec 2 §2): commits the editor's document, then routes by the commit rule (spec 2 §4): a completed
 * welcome kit waits 20 s on 'being prepared', anything else goes to the download page at once.
 */
export default function CustomizeDownloadReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const commit = useCommitCustomDownload();
  const docId = params.get('DocID') ?? '';
  const productId = params.get('productId') ?? '';
  const parentId = params.get('parentId') || undefined;
  const isWelcomeKit = params.get('isWelcomeKit') === 'true';
  const [wait, setWait] = useState<{ ms: number; path: string }>();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the commit records a download (React may run an effect twice in development).
    if (started.current || !docId || !productId) return;
    started.current = true;
    commit.mutate(
      {
        productUserCustomDownloadModel: {
          pageFlexDocumentId: docId,
          productId,
          parentId,
          action: parentId ? 'edit' : 'create',
        },
      },
      {
        onSuccess: (result) => {
          if (!result.customDownloadId) return;
          const path = customDownloadPagePath({
            customDownloadId: result.customDownloadId,
            docId,
            completed: result.completed,
            isWelcomeKit,
          });
          const ms = customDownloadWaitMs(result, isWelcomeKit);
          if (ms > 0) setWait({ ms, path });
          else navigate(path, { replace: true });
        },
      },
    );
  }, [commit, docId, productId, parentId, isWelcomeKit, navigate]);

  if (wait) return <BeingPrepared waitMs={wait.ms} onDone={() => navigate(wait.path, { replace: true })} />;
  if (commit.isError || !docId || !productId) {
    const message = commit.error instanceof ApiRequestError ? commit.error.message : undefined;
    return (
      <div className="space-y-4">
        <PageTitle title={customDownloadTexts.returningTitle} />
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          {message ?? customDownloadTexts.notCompleted}
        </p>
      </div>
    );
  }
  return <LoadingState label={customDownloadTexts.committing} className="py-16" />;
}
