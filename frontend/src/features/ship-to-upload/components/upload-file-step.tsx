import { type Toast, toasts, uploadTexts } from '@msc/shared/messages';
import type { UploadKind, UploadStatus } from '@msc/shared/model/upload';
import { MAIL_LIST_UPLOAD_EXTENSIONS, SHIP_TO_UPLOAD_EXTENSIONS } from '@msc/shared/rules/constants';
import { checkMailListUploadFile, checkShipToUploadFiles } from '@msc/shared/rules/upload-files';
import { type ChangeEvent, useId, useState } from 'react';
import { showToast } from '#ui/toast';
import { useSendFile } from '../api/upload-queries';

interface UploadFileStepProps {
  /** The list uploaded: a ship-to list (the checkout) unless told. */
  kind?: UploadKind;
  /** Why the last upload failed, shown until another file is picked. */
  failure?: string;
  /** No file is sent while this is set (a required field of the step is missing): the reason shows. */
  blocked?: string;
  onStarted: (status: UploadStatus) => void;
}

type FileCheck = { ok: true } | { ok: false; reason: 'noFile' | keyof typeof toasts };

/** Per kind: the accepted extensions, the browser's file check and the texts (spec 1 §5, spec 2 §5, §8). */
const KINDS = {
  shipToList: {
    extensions: SHIP_TO_UPLOAD_EXTENSIONS,
    check: (files: File[]): FileCheck => checkShipToUploadFiles(files),
    chooseFile: uploadTexts.chooseFile,
    failed: (message: string) => toasts.shipToUploadFailed(message),
  },
  mailList: {
    extensions: MAIL_LIST_UPLOAD_EXTENSIONS,
    check: (files: File[]): FileCheck =>
      files.length === 0 ? { ok: false, reason: 'noFile' } : checkMailListUploadFile(files[0]!),
    chooseFile: uploadTexts.chooseMailListFile,
    failed: () => toasts.mailListUploadFailed,
  },
} as const;

/** Pick one list file; it goes straight to the uploads bucket, then the check starts. */
export function UploadFileStep({ kind = 'shipToList', failure, blocked, onStarted }: UploadFileStepProps) {
  const inputId = useId();
  const config = KINDS[kind];
  const send = useSendFile(kind);
  const [progress, setProgress] = useState<number | undefined>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const check = config.check(files);
    if (!check.ok) {
      if (check.reason !== 'noFile') showToast(toasts[check.reason] as Toast, 'error');
      return;
    }
    const file = files[0]!;
    setProgress(0);
    send.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (status) => {
          showToast(toasts.shipToUploadSucceeded(file.name), 'success');
          onStarted(status);
        },
        onError: (error) => showToast(config.failed(error.message), 'error'),
        onSettled: () => setProgress(undefined),
      },
    );
  };

  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex h-10 items-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700 ${blocked ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-blue-800'}`}
        >
          {config.chooseFile}
          <input
            id={inputId}
            type="file"
            className="sr-only"
            accept={config.extensions.join(',')}
            disabled={send.isPending || blocked !== undefined}
            onChange={onChange}
          />
        </label>
        <span className="text-sm text-slate-600">{config.extensions.join(', ')}</span>
      </div>
      {blocked && <p className="text-sm text-slate-600">{blocked}</p>}
      {progress !== undefined && (
        <div role="status" className="space-y-1">
          <p className="text-sm text-slate-700">{uploadTexts.uploading}</p>
          <progress className="h-2 w-full max-w-md" max={1} value={progress} />
        </div>
      )}
    </div>
  );
}
