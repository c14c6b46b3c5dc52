import { dataListTexts, toasts, uploadTexts } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { UPLOAD_PREVIEW_RECORDS } from '@msc/shared/rules/constants';
import { canContinueWithMailList, mailListStateAfterSummary } from '@msc/shared/rules/mail-list-selection';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCreateAgencyList } from '#features/agency-lists';
import {
  UploadFileStep,
  UploadPreview,
  UploadSummary,
  uploadRecordsQuery,
  uploadStatusQuery,
} from '#features/ship-to-upload';
import { paths } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { showToast } from '#ui/toast';
import { MAIL_LIST_SHOWN_COLUMNS } from './mail-list-columns';
import { TemplateLinkItems, templateLinkClass } from './template-links';

type SummaryChoice = 'proceed' | 'cancel';

/**
 * A new mail list (spec 2 §4 "New"): its name and file (UPLOAD), the checkout's pipeline with the mail-list
 * columns, then the preview and SUMMARY: proceed makes the named list of the successful records only,
 * cancel goes back to upload another file.
 */
export function NewListUpload({ onCreated }: { onCreated: (list: MailListRow) => void }) {
  const [name, setName] = useState('');
  const [uploadId, setUploadId] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const status = useQuery({ ...uploadStatusQuery(uploadId ?? ''), enabled: uploadId !== undefined });
  const state = status.data?.state;
  const preview = useQuery({
    ...uploadRecordsQuery(uploadId ?? '', 'all', 1, UPLOAD_PREVIEW_RECORDS),
    enabled: uploadId !== undefined && state === 'summarized',
  });
  const create = useCreateAgencyList();

  useEffect(() => {
    if (state === 'failed') {
      // The spec's upload-failure toast; the reason (a missing column, a wrong file) stays on the page.
      showToast(toasts.mailListUploadFailed, 'error');
      setFailure(status.data?.message);
      setUploadId(undefined);
    }
  }, [state, status.data?.message]);

  const choose = (choice: SummaryChoice) => {
    if (mailListStateAfterSummary(choice) === 'UPLOAD') {
      setUploadId(undefined);
      return;
    }
    if (!uploadId) return;
    create.mutate(
      { name: name.trim(), uploadId },
      {
        onSuccess: onCreated,
        onError: (error) => showToast(toasts.mailListCreateFailed(error.message), 'error'),
      },
    );
  };

  if (!uploadId) {
    return (
      <div className="space-y-5">
        <div className="max-w-md">
          <TextField
            label={dataListTexts.listName}
            value={name}
            maxLength={100}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <UploadFileStep
          kind="mailList"
          failure={failure}
          blocked={name.trim() === '' ? dataListTexts.nameFirst : undefined}
          onStarted={(started) => {
            setFailure(undefined);
            setUploadId(started.uploadId);
          }}
        />
        <ListTemplates />
      </div>
    );
  }
  if (!status.data || state === 'pending' || state === 'validating') {
    return <LoadingState label={uploadTexts.validating} />;
  }
  if (state !== 'summarized') return null;

  const canProceed = canContinueWithMailList({ name, recordCount: status.data.success });
  return (
    <div className="space-y-4">
      <UploadPreview records={preview.data?.results} columns={MAIL_LIST_SHOWN_COLUMNS} />
      <UploadSummary<SummaryChoice>
        status={status.data}
        onChoose={choose}
        busy={create.isPending}
        note={dataListTexts.proceedNote(status.data.success)}
        choices={[
          { choice: 'proceed', label: dataListTexts.proceed, primary: true, disabled: !canProceed },
          { choice: 'cancel', label: dataListTexts.cancel },
        ]}
      />
    </div>
  );
}

/** The templates to download and the help page (spec 2 §2: templates, prepare-mail-list help). */
function ListTemplates() {
  return (
    <section
      aria-labelledby="list-templates-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="list-templates-heading" className="text-sm font-semibold text-slate-900">
        {dataListTexts.templatesHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{dataListTexts.templateNote}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TemplateLinkItems />
        <li>
          <Link className={templateLinkClass} to={paths.prepareMailList} target="_blank">
            {dataListTexts.prepareHelp}
          </Link>
        </li>
      </ul>
    </section>
  );
}
