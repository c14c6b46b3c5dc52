import { now as clockNow } from '@msc/shared/clock';
import { expressOrderTexts, labels } from '@msc/shared/messages';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { isValidDropStartDate } from '@msc/shared/rules/drop-date-window';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DropDatePlanner, ScheduleTable } from '#campaign-kit';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { useSaveDropDetails } from './api/express-order-queries';
import { ExpressFrame } from './components/express-frame';

const T = expressOrderTexts.ours;
const DROP_COLUMNS = {
  date: expressOrderTexts.columns.dateDrop,
  quantity: expressOrderTexts.columns.quantity,
  price: expressOrderTexts.columns.price,
};

/**
 * /expressorder/step-3/:bulkOrderStateId (spec 1 §2, §5): One Time Drop. The drop start date (2 days to 4
 * months ahead, no weekends or holidays: the shared window), or the arrive-in-homes-by date it is planned
 * from, is saved at once; the server answers the frequency
 * summary (Date Drop, Quantity) from its mailing schedule and starts preparing each sub code's order.
 */
export default function Step3Page() {
  return (
    <ExpressFrame title={expressOrderTexts.oneTimeDrop} step={2}>
      {(state) => <Step3 state={state} />}
    </ExpressFrame>
  );
}

function Step3({ state }: { state: BulkOrderState }) {
  const navigate = useNavigate();
  const save = useSaveDropDetails();
  const [now] = useState(() => clockNow());
  const startDate = state.dropDetails?.startDate;
  const rows = state.dropDetails?.mailingDetails ?? [];
  const ready = isValidDropStartDate(startDate, now) && rows.length > 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-8">
        <DropDatePlanner
          dropDateLabel={T.dropStartDate}
          startDate={startDate}
          arriveBy={state.dropDetails?.arriveBy}
          now={now}
          onChange={({ startDate: date, arriveBy }) =>
            save.mutate(arriveBy ? { id: state.id, arriveBy } : { id: state.id, startDate: date }, {
              onError: showApiErrorToast,
            })
          }
        />
        <Panel aria-label={labels.mailFrequencySummary} className="min-w-72 flex-1">
          {rows.length > 0 ? (
            <ScheduleTable rows={rows} columns={DROP_COLUMNS} showPrice={false} showTotals={false} />
          ) : (
            <p className="text-sm text-slate-600">{save.isPending ? '…' : T.chooseDropDate}</p>
          )}
        </Panel>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={() => navigate(pathTo(paths.expressOrderStep2, { bulkOrderStateId: state.id }))}
        >
          {expressOrderTexts.previous}
        </Button>
        <Button
          disabled={!ready || save.isPending}
          onClick={() => navigate(pathTo(paths.expressOrderStep4, { bulkOrderStateId: state.id }))}
        >
          {expressOrderTexts.next}
        </Button>
      </div>
    </div>
  );
}
