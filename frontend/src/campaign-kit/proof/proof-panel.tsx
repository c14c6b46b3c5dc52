import { personalizationTexts as texts } from '@msc/shared/messages';
import { LoadingState } from '#ui/loading-state';
import { PdfViewer } from './pdf-viewer';

/** The editor's proof column: a heading, then the rendering state, the proof, or what to do to see one. */
export function ProofPanel({
  heading,
  proofUrl,
  rendering,
  emptyText,
  documentTitle,
}: {
  heading: string;
  proofUrl: string | undefined;
  rendering: boolean;
  emptyText: string;
  /** Names the drawn page for screen readers. */
  documentTitle: string;
}) {
  return (
    <section aria-label={heading} className="space-y-3 lg:sticky lg:top-4 lg:self-start">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {rendering ? (
        <LoadingState label={texts.proofLoading} />
      ) : proofUrl ? (
        <PdfViewer url={proofUrl} title={documentTitle} />
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          {emptyText}
        </p>
      )}
    </section>
  );
}
