import { customDownloadTexts } from '@msc/shared/messages';
import {
  canGoToNextPdfPage,
  canGoToPreviousPdfPage,
  clampPdfPage,
  showsPdfPager,
} from '@msc/shared/rules/pdf-viewer';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { LoadingState } from './loading-state';

/** pdf.js loads on first use (its own chunk), its worker from this origin (the CSP allows no other). */
async function pdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}

/** Spec 2 §9: a PDF is viewed at height 700. */
const VIEW_HEIGHT = 700;

/**
 * A PDF drawn page by page on a canvas (no browser plug-in, so it shows the same everywhere, headless
 * included), with the spec's paging: pages 1 to total, a pager only when there is more than one page.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const [document, setDocument] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setDocument(undefined);
    setFailed(false);
    setPage(1);
    pdfJs()
      .then((pdfjs) => {
        const task = pdfjs.getDocument({
          url,
          isEvalSupported: false,
          disableRange: true,
          disableStream: true,
        });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((loaded) => !cancelled && setDocument(loaded))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  const totalPages = document?.numPages ?? 0;
  const shown = clampPdfPage(page, totalPages);
  const [width, setWidth] = useState(0);

  // Draw again at the frame's width when it changes (a rotated tablet, a resized window).
  useEffect(() => {
    const target = frame.current;
    if (!target) return;
    const observer = new ResizeObserver(() => setWidth(target.clientWidth));
    observer.observe(target);
    setWidth(target.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!document || !canvas.current || width === 0) return;
    let task: { cancel(): void; promise: Promise<void> } | undefined;
    let cancelled = false;
    const target = canvas.current;
    void document.getPage(shown).then((pdfPage) => {
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      // Fit the page in the frame's width and the spec's 700 px height, sharp on high-density screens.
      const fit = Math.min((width - 16) / natural.width, VIEW_HEIGHT / natural.height);
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: fit * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = pdfPage.render({ canvas: target, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, shown, width]);

  if (failed) return <p className="text-sm text-red-700">{customDownloadTexts.pdfFailed}</p>;
  return (
    <figure className="space-y-3">
      <div
        ref={frame}
        className="flex min-h-64 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100 p-2"
      >
        {!document && <LoadingState label={customDownloadTexts.pdfLoading} />}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${title}, ${customDownloadTexts.pageOf(shown, Math.max(1, totalPages))}`}
          className={`h-auto max-w-full bg-white shadow ${document ? '' : 'hidden'}`}
        />
      </div>
      {showsPdfPager(totalPages) && (
        <figcaption className="flex items-center justify-center gap-3 text-sm text-slate-700">
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGoToPreviousPdfPage(shown)}
            onClick={() => setPage(shown - 1)}
          >
            {customDownloadTexts.previousPage}
          </Button>
          <span aria-live="polite">{customDownloadTexts.pageOf(shown, totalPages)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGoToNextPdfPage(shown, totalPages)}
            onClick={() => setPage(shown + 1)}
          >
            {customDownloadTexts.nextPage}
          </Button>
        </figcaption>
      )}
    </figure>
  );
}
