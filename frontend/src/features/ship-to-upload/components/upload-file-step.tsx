import { toasts, uploadTexts } from '@msc/shared/messages';
import type { UploadStatus } from '@msc/shared/model/upload';
import { SHIP_TO_UPLOAD_EXTENSIONS } from '@msc/shared/rules/constants';
import { checkShipToUploadFiles } from '@msc/shared/rules/upload-files';
import { type ChangeEvent, useId, useState } from 'react';
import { showToast } from '#ui/toast';
import { useSendFile } from '../api/upload-queries';

interface UploadFileStepProps {
  /** Why the last upload failed, shown until another file is picked. */
  failure?: string;
  onStarted: (status: UploadStatus) => void;
}

/** Pick one .xlsx or .csv file; it goes straight to the uploads bucket, then the check starts. */
export function UploadFileStep({ failure, onStarted }: UploadFileStepProps) {
  const inputId = useId();
  const send = useSendFile();
  const [progress, setProgress] = useState<number | undefined>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const check = checkShipToUploadFiles(files);
    if (!check.ok) {
      if (check.reason !== 'noFile') showToast(toasts[check.reason], 'error');
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
        onError: (error) => showToast(toasts.shipToUploadFailed(error.message), 'error'),
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
          className="inline-flex h-10 cursor-pointer items-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-blue-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700"
        >
          {uploadTexts.chooseFile}
          <input
            id={inputId}
            type="file"
            className="sr-only"
            accept={SHIP_TO_UPLOAD_EXTENSIONS.join(',')}
            disabled={send.isPending}
            onChange={onChange}
          />
        </label>
        <span className="text-sm text-slate-600">{SHIP_TO_UPLOAD_EXTENSIONS.join(', ')}</span>
      </div>
      {progress !== undefined && (
        <div role="status" className="space-y-1">
          <p className="text-sm text-slate-700">{uploadTexts.uploading}</p>
          <progress className="h-2 w-full max-w-md" max={1} value={progress} />
        </div>
      )}
    </div>
  );
}
