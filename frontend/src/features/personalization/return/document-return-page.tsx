import { customDownloadTexts, personalizationTexts as texts } from '@msc/shared/messages';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentReturn } from '#campaign-kit';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';

/**
 * /personalization/pageflex-return/:id/:parentId/:productId/:isMultiChannel?DocID=… — the editor's return
 * page: the server stores the document id and answers where the flow goes (spec 2 §4); the page goes there.
 * An external editor opens this page in its frame, so the parent window is the one redirected.
 */
export default function DocumentReturnPage() {
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const documentReturn = useDocumentReturn();
  const sent = useRef(false);
  const docId = query.get('DocID') ?? query.get('docId') ?? '';

  useEffect(() => {
    if (sent.current || !docId) return;
    sent.current = true;
    documentReturn.mutate(
      { id, docId, review: query.get('review') === 'true' },
      {
        onSuccess: ({ path }) => {
          if (window.top && window.top !== window.self) window.top.location.assign(path);
          else navigate(path, { replace: true });
        },
      },
    );
  }, [id, docId, query, navigate, documentReturn]);

  if (!docId || documentReturn.isError) {
    return (
      <>
        <PageTitle title={customDownloadTexts.returningTitle} />
        <p role="alert" className="text-slate-700">
          {documentReturn.error?.message ?? texts.noDocument}
        </p>
      </>
    );
  }
  return <LoadingState label={texts.returning} />;
}
