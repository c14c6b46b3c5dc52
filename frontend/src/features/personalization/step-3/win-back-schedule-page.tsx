import { now as clockNow } from '@msc/shared/clock';
import { pageLabels, retentionRecipientTexts, personalizationTexts as texts } from '@msc/shared/messages';
import { DropType } from '@msc/shared/model/enum-values';
import type { OrderState } from '@msc/shared/model/order-state';
import { businessToday } from '@msc/shared/rules/calendar-day';
import { selectDropType } from '@msc/shared/rules/drop-details';
import { formatCount, formatDate } from '@msc/shared/rules/formatting';
import { winBackMailDate } from '@msc/shared/rules/win-back';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUpdateOrderState } from '#campaign-kit';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { OrderStateFrame } from '../flow/order-state-frame';
import { scheduleNextPath } from './schedule-next';
import { useSaveForLater } from './use-save-for-later';

/**
 * /personalization/step-3-win-back/:id (spec 2 §2, §4): the win-back mail schedule explained — one
 * mailing on the next 13th (next month's from the 13th on, the next business day on a weekend); Previous,
 * Save For Later, Next. Next sets drop type NONE with today's drop date (the server fills the 13th) and
 * goes to step 4.
 */
export default function WinBackSchedulePage() {
  return (
    <OrderStateFrame step={pageLabels.selectMailSchedule} title={pageLabels.mailSchedule}>
      {(orderState) => <WinBackSchedule orderState={orderState} />}
    </OrderStateFrame>
  );
}

function WinBackSchedule({ orderState }: { orderState: OrderState }) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [now] = useState(() => clockNow());
  const update = useUpdateOrderState();
  const saveForLater = useSaveForLater(orderState.id);
  const T = retentionRecipientTexts.winBackSchedule;

  const next = () =>
    update.mutate(
      { id: orderState.id, dropDetails: { ...selectDropType(DropType.NONE), startDate: businessToday(now) } },
      {
        onError: showApiErrorToast,
        onSuccess: () => navigate(scheduleNextPath(orderState, query.get('review'))),
      },
    );

  return (
    <div className="space-y-6">
      <Panel aria-labelledby="win-back-schedule" padding="lg" className="space-y-3">
        <h2 id="win-back-schedule" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <p className="text-slate-700">{T.explanation}</p>
        <p className="text-lg font-semibold text-slate-900" data-testid="win-back-mail-date">
          {T.mailDate(formatDate(winBackMailDate(now)))}
        </p>
        <p className="text-sm text-slate-700">{T.recipients(formatCount(orderState.targetCount))}</p>
      </Panel>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link to={links.personalizationStep2(orderState.id)} className={buttonClasses('secondary')}>
          {texts.previous}
        </Link>
        {saveForLater.offered && (
          <Button variant="secondary" onClick={saveForLater.save} loading={saveForLater.isPending}>
            {texts.saveForLater}
          </Button>
        )}
        <Button onClick={next} loading={update.isPending} disabled={orderState.targetCount === 0}>
          {texts.next}
        </Button>
      </div>
    </div>
  );
}
