import { toasts } from '@msc/shared/messages';
import type { ExportFile } from '@msc/shared/model/order';
import { useState } from 'react';
import { DownloadFailed, fetchDownload } from '#lib/download-link';
import { Button } from './button';
import { showApiErrorToast, showToast } from './toast';

type Format = 'xlsx' | 'csv';

/** Export to Excel and CSV: the server prepares the file, the browser follows its download address. */
export function ExportButtons({ run }: { run: (format: Format) => Promise<ExportFile> }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const start = async (format: Format) => {
    setBusy(format);
    try {
      await fetchDownload(await run(format));
    } catch (error) {
      if (error instanceof DownloadFailed) showToast(toasts.fileDownloadFailed, 'error');
      else showApiErrorToast(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="sm"
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => start('xlsx')}
      >
        Export to Excel
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => start('csv')}
      >
        Export to CSV
      </Button>
    </div>
  );
}
