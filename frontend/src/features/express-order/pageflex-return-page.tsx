import { expressOrderTexts } from '@msc/shared/messages';
import { parseDocIds } from '@msc/shared/rules/order-state-routing';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { useStoreDocIds } from './api/express-order-queries';

const T = expressOrderTexts.ours;

/**
 * /expressorder/pageflex-return/:bulkOrderStateId/:orderStateId? (spec 1 §2): the editor's return page with
 * DocID (a comma list), isLastRecord, currentStep and isSamePersonalization. It stores the document ids,
 * then sends the parent window to step 1 (the next sub code still to personalize), or to step 2 only when
 * isLastRecord is true and currentStep is absent: the server stores them and answers the path by the shared
 * rule (expressPageflexReturnRoute), so a forged query cannot skip a sub code.
 */
export default function PageflexReturnPage() {
  const { bulkOrderStateId = '', orderStateId } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const store = useStoreDocIds();
  const sent = useRef(false);
  const docIds = parseDocIds(query.get('DocID'));

  useEffect(() => {
    if (sent.current || docIds.length === 0) return;
    sent.current = true;
    store.mutate(
      {
        id: bulkOrderStateId,
        DocID: docIds.join(','),
        orderStateId,
        isLastRecord: query.get('isLastRecord') ?? undefined,
        currentStep: query.get('currentStep') ?? undefined,
        isSamePersonalization: query.get('isSamePersonalization') ?? undefined,
      },
      {
        onSuccess: ({ path }) => {
          // An external editor opens this page in its frame: the parent window is the one redirected.
          if (window.top && window.top !== window.self) window.top.location.assign(path);
          else navigate(path, { replace: true });
        },
      },
    );
  });

  if (docIds.length === 0 || store.isError) {
    return (
      <>
        <PageTitle title={T.personalizeTitle} />
        <ErrorAlert>{store.error?.message ?? T.noDocument}</ErrorAlert>
      </>
    );
  }
  return <LoadingState label={T.returning} />;
}
