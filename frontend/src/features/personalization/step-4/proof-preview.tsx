import { notices, personalizationTexts as texts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentQuery, PdfViewer } from '#campaign-kit';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';

/** Preview PDF on a review: the piece's proof, drawn only once asked for. */
export function ProofPreview({ documentId, title }: { documentId?: string; title: string }) {
  const [shown, setShown] = useState(false);
  const proof = useQuery({ ...documentQuery(documentId ?? ''), enabled: shown && Boolean(documentId) });
  return (
    <section className="space-y-3">
      <Button variant="secondary" onClick={() => setShown((now) => !now)} aria-expanded={shown}>
        {texts.previewPdf}
      </Button>
      <p className="text-sm text-slate-600">{notices.popUpBlocker}</p>
      {shown &&
        (proof.data ? (
          <div className="max-w-3xl">
            <PdfViewer url={proof.data.fileUrl} title={title} />
          </div>
        ) : (
          <LoadingState label={texts.proofLoading} />
        ))}
    </section>
  );
}
