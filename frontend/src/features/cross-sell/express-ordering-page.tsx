import { crossSellTexts } from '@msc/shared/messages';
import { TILE_CODES, tilePush } from '@msc/shared/rules/analytics';
import { expressOrderingNextPath } from '@msc/shared/rules/cross-sell-lists';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStartExpressOrder } from '#campaign-kit';
import { track } from '#lib/analytics';
import { Button } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';

const T = crossSellTexts.expressOrdering;

/**
 * /cross-sell/express-ordering (spec 2 §2): one order for the user and the sub codes they can access?
 * Yes starts the Express Order of the asset (then its sub codes); No continues to the asset's single-agency
 * start; without an asset both go to the asset selection (expressOrderingNextPath). Opening it records the
 * spec's analytics tile "ExpressOrdering".
 */
export default function ExpressOrderingPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const carried = Object.fromEntries(query.entries());
  const express = useStartExpressOrder();
  useEffect(() => track(tilePush(TILE_CODES.expressOrdering)), []);
  const answer = (choice: 'yes' | 'no') => {
    if (choice === 'yes' && carried.productId) express.start({ id: carried.productId }, carried);
    else navigate(expressOrderingNextPath(choice, carried));
  };
  return (
    <>
      <PageTitle title={T.title} />
      <Panel aria-labelledby="express-ordering-question" padding="lg" className="max-w-2xl">
        <h2 id="express-ordering-question" className="text-lg font-semibold text-slate-900">
          {T.question}
        </h2>
        <div className="mt-5 flex gap-3">
          <Button loading={express.isPending} onClick={() => answer('yes')}>
            {T.yes}
          </Button>
          <Button variant="secondary" disabled={express.isPending} onClick={() => answer('no')}>
            {T.no}
          </Button>
        </div>
      </Panel>
    </>
  );
}
