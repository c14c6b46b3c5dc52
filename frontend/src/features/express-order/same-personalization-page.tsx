import { annualAutoOrderingTexts, crossSellTexts, expressOrderTexts } from '@msc/shared/messages';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { useSetSamePersonalization } from './api/express-order-queries';
import { ExpressFrame } from './components/express-frame';

const T = expressOrderTexts.ours;
const YES_NO = crossSellTexts.expressOrdering;

/**
 * /expressorder/personalization/confirmation/:bulkOrderStateId (spec 1 §2): the same personalization for
 * every chosen sub code (personalized once) or not (once per sub code). The answer is saved, then step 1.
 */
export default function SamePersonalizationPage() {
  return (
    <ExpressFrame title={T.samePersonalizationTitle}>
      {(state) => <SamePersonalizationQuestion state={state} />}
    </ExpressFrame>
  );
}

function SamePersonalizationQuestion({ state }: { state: BulkOrderState }) {
  const navigate = useNavigate();
  const answer = useSetSamePersonalization();
  const choose = (isSamePersonalization: boolean) =>
    answer.mutate(
      { id: state.id, isSamePersonalization },
      {
        onSuccess: (saved) => navigate(pathTo(paths.expressOrderStep1, { bulkOrderStateId: saved.id })),
        onError: showApiErrorToast,
      },
    );
  return (
    <Panel aria-labelledby="same-question" padding="lg" className="max-w-2xl">
      <h2 id="same-question" className="text-lg font-semibold text-slate-900">
        {annualAutoOrderingTexts.sameQuestion}
      </h2>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          loading={answer.isPending && answer.variables?.isSamePersonalization === true}
          disabled={answer.isPending}
          onClick={() => choose(true)}
        >
          {YES_NO.yes}
        </Button>
        <Button
          variant="secondary"
          loading={answer.isPending && answer.variables?.isSamePersonalization === false}
          disabled={answer.isPending}
          onClick={() => choose(false)}
        >
          {YES_NO.no}
        </Button>
        <Button
          variant="ghost"
          onClick={() => navigate(pathTo(paths.expressOrderSubCodes, { bulkOrderStateId: state.id }))}
        >
          {expressOrderTexts.previous}
        </Button>
      </div>
    </Panel>
  );
}
