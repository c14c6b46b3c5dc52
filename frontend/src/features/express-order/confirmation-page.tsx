import { crossSellTexts, expressOrderTexts } from '@msc/shared/messages';
import { singleAgencyStartPath } from '@msc/shared/rules/express-order-routing';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useStartExpressOrder } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { Button } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';

const Q = crossSellTexts.expressOrdering;

/**
 * /expressorder/confirmation/:productId (spec 1 §2): one order for the user and the sub codes they can
 * access? Yes creates the bulk order state on the server (refused with the spec's text while the cart holds
 * other items) and goes to the sub codes; No continues to the single-agency start of the asset.
 */
export default function ConfirmationPage() {
  const { productId = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const product = useQuery(productQuery(productId));
  const start = useStartExpressOrder();
  const carried = Object.fromEntries(query.entries());

  return (
    <>
      <PageTitle title={expressOrderTexts.ours.title} />
      <QueryState query={product}>
        {(item) => (
          <Panel aria-labelledby="express-question" padding="lg" className="max-w-2xl">
            <p className="text-sm text-slate-600">
              {item.name} · {expressOrderTexts.ours.itemNumber(item.itemNumber)}
            </p>
            <h2 id="express-question" className="mt-2 text-lg font-semibold text-slate-900">
              {Q.question}
            </h2>
            <div className="mt-5 flex gap-3">
              <Button loading={start.isPending} onClick={() => start.start(item, carried)}>
                {Q.yes}
              </Button>
              <Button
                variant="secondary"
                disabled={start.isPending}
                onClick={() => navigate(singleAgencyStartPath(item.id, carried))}
              >
                {Q.no}
              </Button>
            </div>
          </Panel>
        )}
      </QueryState>
    </>
  );
}
