import type { PersonalizationForm, Proof } from '@msc/shared/model/personalization';
import { useState } from 'react';
import { useRenderProof } from '../api/order-state-queries';

/**
 * The proof an editor shows, and whether it was rendered from the values now on screen: what gets printed
 * or downloaded is the proof, so the editors go on only with a current one. A new render keeps the
 * document id (`documentId` for an edit of an existing document).
 */
export function useCurrentProof(productId: string, documentId?: string) {
  const render = useRenderProof();
  const [proof, setProof] = useState<Proof>();
  const [renderedFrom, setRenderedFrom] = useState<string>();
  const keyOf = (form: PersonalizationForm) => JSON.stringify(form);
  return {
    proof,
    isRendering: render.isPending,
    isCurrent: (form: PersonalizationForm) => proof !== undefined && renderedFrom === keyOf(form),
    /** The proof of these values: the one shown when it is theirs, else a new render. */
    proofOf: async (form: PersonalizationForm): Promise<Proof> => {
      const key = keyOf(form);
      if (proof && key === renderedFrom) return proof;
      const rendered = await render.mutateAsync({
        productId,
        form,
        documentId: proof?.documentId ?? documentId,
      });
      setProof(rendered);
      setRenderedFrom(key);
      return rendered;
    },
  };
}
