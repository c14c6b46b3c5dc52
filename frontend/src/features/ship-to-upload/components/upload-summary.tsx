import { uploadTexts } from '@msc/shared/messages';
import type { UploadSummaryChoice } from '@msc/shared/model/ship-to';
import type { UploadStatus } from '@msc/shared/model/upload';
import { uploadSummaryChoices } from '@msc/shared/rules/ship-to-upload-flow';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';

const CHOICE_LABELS: Record<UploadSummaryChoice, string> = {
  proceed: uploadTexts.proceed,
  reupload: uploadTexts.reupload,
  fix: uploadTexts.fix,
};

/** Total, failed, success; proceed, reupload, and fix only when some records failed (spec 1 §4). */
export function UploadSummary<C extends string = UploadSummaryChoice>({
  status,
  onChoose,
  choices,
  note,
  busy = false,
}: {
  status: UploadStatus;
  onChoose: (choice: C) => void;
  /** Other choices than the checkout's (a mail list: proceed with the successful records, or cancel). */
  choices?: readonly { choice: C; label: string; primary?: boolean; disabled?: boolean }[];
  /** A line under the counts. */
  note?: string;
  /** A choice is being carried out: the buttons wait. */
  busy?: boolean;
}) {
  const buttons =
    choices ??
    uploadSummaryChoices(status).map((choice) => ({
      choice: choice as C,
      label: CHOICE_LABELS[choice],
      primary: choice === 'proceed',
      disabled: false,
    }));
  const counts = [
    [uploadTexts.total, status.total, 'text-slate-900'],
    [uploadTexts.failed, status.failed, status.failed > 0 ? 'text-red-700' : 'text-slate-900'],
    [uploadTexts.success, status.success, 'text-green-700'],
  ] as const;
  return (
    <Panel aria-labelledby="upload-summary-heading" padding="sm" raised={false}>
      <h3 id="upload-summary-heading" className="text-base font-semibold text-slate-900">
        {uploadTexts.summary}
      </h3>
      <p className="mt-1 truncate text-sm text-slate-600">{status.fileName}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {counts.map(([label, value, color]) => (
          <div key={label} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase text-slate-600">{label}</dt>
            <dd className={`text-2xl font-semibold ${color}`} data-testid={`upload-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-3 text-sm text-slate-700">{note}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {buttons.map(({ choice, label, primary, disabled }) => (
          <Button
            key={choice}
            variant={primary ? 'primary' : 'secondary'}
            disabled={disabled || busy}
            loading={busy && primary}
            onClick={() => onChoose(choice)}
          >
            {label}
          </Button>
        ))}
      </div>
    </Panel>
  );
}
