import { personalizationTexts as texts } from '@msc/shared/messages';
import {
  canGoToNextPdfPage,
  canGoToPreviousPdfPage,
  clampPdfPage,
  showsPdfPager,
} from '@msc/shared/rules/pdf-viewer';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';

/** The spec's PDF view height (spec 2 §9), in CSS pixels. */
const PDF_VIEW_HEIGHT = 700;

/**
 * The page's PDF viewer (spec 2 §4): one page at a time drawn by pdf.js, previous/next within 1..total and a
 * pager only when the PDF has more than one page. pdf.js loads in its own chunk with the first proof. It
 * opens on `initialPage` (a postcard's address block is on page 2), kept within the PDF's pages.
 */
export function PdfViewer({
  url,
  title,
  initialPage = 1,
}: {
  url: string;
  title: string;
  initialPage?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let open: PDFDocumentProxy | undefined;
    let gone = false;
    setPdf(undefined);
    setFailed(false);
    setPage(1);
    import('./render-pdf-page')
      .then(({ openPdf }) => openPdf(url))
      .then((loaded) => {
        open = loaded;
        if (gone) void loaded.destroy();
        else {
          setPdf(loaded);
          setPage(clampPdfPage(initialPage, loaded.numPages));
        }
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      void open?.destroy();
    };
  }, [url, initialPage]);

  // Drawn to the frame's width, at most PDF_VIEW_HEIGHT tall, and again whenever the frame's width changes.
  useEffect(() => {
    const target = frame.current;
    if (!pdf || !canvas.current || !target) return;
    let drawnWidth = 0;
    const draw = () => {
      const width = target.clientWidth;
      if (!width || width === drawnWidth) return;
      drawnWidth = width;
      import('./render-pdf-page')
        .then(({ drawPdfPage }) =>
          drawPdfPage(pdf, page, canvas.current!, { width, height: PDF_VIEW_HEIGHT }),
        )
        .catch(() => setFailed(true));
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(target);
    return () => observer.disconnect();
  }, [pdf, page]);

  const total = pdf?.numPages ?? 1;
  const go = (next: number) => setPage(clampPdfPage(next, total));
  return (
    <figure className="space-y-3">
      <div ref={frame} className="w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100">
        {failed ? (
          <p role="alert" className="p-6 text-sm text-red-800">
            {texts.proofFailed}
          </p>
        ) : (
          <>
            {!pdf && <LoadingState label={texts.proofLoading} />}
            <canvas
              ref={canvas}
              role="img"
              aria-label={`${title}, ${texts.proofPage(page, total)}`}
              className={pdf ? 'mx-auto block bg-white' : 'hidden'}
            />
          </>
        )}
      </div>
      {pdf && showsPdfPager(total) && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGoToPreviousPdfPage(page)}
            onClick={() => go(page - 1)}
          >
            {texts.previousPage}
          </Button>
          <span aria-live="polite">{texts.proofPage(page, total)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGoToNextPdfPage(page, total)}
            onClick={() => go(page + 1)}
          >
            {texts.nextPage}
          </Button>
        </div>
      )}
    </figure>
  );
}
