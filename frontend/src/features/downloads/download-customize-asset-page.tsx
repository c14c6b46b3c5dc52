import { apiErrors, customDownloadTexts, personalizationTexts, toasts } from '@msc/shared/messages';
import { formatDate, formatStatCode } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PdfViewer } from '#campaign-kit';
import { DownloadFailed, fetchDownload } from '#lib/download-link';
import { links, paths } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { showToast } from '#ui/toast';
import { downloadFile, downloadFileQuery, downloadQuery, useSendEmailReview } from './api/download-queries';

/**
 * /personalization/download-customize-asset/:customDownloadId?docId&completed&isWelcomeKit (spec 2 §2): the
 * customized PDF, a Download button (a blob with the 30 s timeout, spec 1 §7) and 'send email review'.
 * The record, not the query, says whether the download is complete.
 */
export default function DownloadCustomizeAssetPage() {
  const { customDownloadId = '' } = useParams();
  const download = useQuery(downloadQuery(customDownloadId));
  const row = download.data;
  const file = useQuery({ ...downloadFileQuery(customDownloadId), enabled: Boolean(row?.hasFile) });
  const emailReview = useSendEmailReview();
  const [downloading, setDownloading] = useState(false);

  if (download.isPending) return <LoadingState label={customDownloadTexts.downloadTitle} className="py-16" />;
  if (!row) {
    return (
      <div className="space-y-4">
        <PageTitle title={customDownloadTexts.downloadTitle} />
        <p role="alert" className="text-slate-700">
          {apiErrors.downloadNotFound}
        </p>
        <Link to={paths.accountDownloads} className="text-blue-700 underline">
          {customDownloadTexts.myDownloads}
        </Link>
      </div>
    );
  }

  const save = async () => {
    setDownloading(true);
    try {
      await fetchDownload(await downloadFile(row.productUserCustomDownloadId));
    } catch (error) {
      // Spec 1 §8: the file text when the download came back without data, the PDF text otherwise.
      const empty = error instanceof DownloadFailed && error.message === 'empty';
      showToast(empty ? toasts.fileDownloadFailed : toasts.pdfDownloadFailed, 'error');
    } finally {
      setDownloading(false);
    }
  };
  const sendReview = () =>
    emailReview.mutate(row.productUserCustomDownloadId, {
      onSuccess: () => showToast(toasts.welcomeKitEmailSent, 'success'),
      onError: () => showToast(toasts.welcomeKitEmailFailed, 'error'),
    });

  return (
    <div>
      <PageTitle
        title={row.title}
        subtitle={[
          `${row.itemName} · Item # ${row.itemNumber}`,
          row.statCode ? formatStatCode(row.statCode) : undefined,
          formatDate(row.customizedDate),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          row.hasFile ? (
            <>
              <Button loading={downloading} onClick={() => void save()}>
                {customDownloadTexts.download}
              </Button>
              <Button variant="secondary" loading={emailReview.isPending} onClick={sendReview}>
                {customDownloadTexts.sendEmailReview}
              </Button>
            </>
          ) : undefined
        }
      />
      {row.hasFile ? (
        file.data ? (
          <PdfViewer url={file.data.url} title={row.title} />
        ) : (
          <LoadingState label={personalizationTexts.proofLoading} />
        )
      ) : (
        <div className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <p>{customDownloadTexts.notCompleted}</p>
          <Link
            to={links.customizeDownload(row.productId, {
              edit: true,
              documentId: row.pageFlexDocumentId,
              parentId: row.productUserCustomDownloadId,
            })}
            className={buttonClasses('secondary')}
          >
            {customDownloadTexts.editAgain}
          </Link>
        </div>
      )}
      <p className="mt-6">
        <Link
          to={paths.accountDownloads}
          className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          {customDownloadTexts.myDownloads}
        </Link>
      </p>
    </div>
  );
}
