import { now as clockNow } from '@msc/shared/clock';
import { labels, pageLabels, questions, personalizationTexts as texts } from '@msc/shared/messages';
import type { DropDetails } from '@msc/shared/model/drop-details';
import { ChannelType, DropFrequency, DropType } from '@msc/shared/model/enum-values';
import type { OrderState } from '@msc/shared/model/order-state';
import { MULTIPLE_DROPS_QUERY } from '@msc/shared/rules/campaign-wizard';
import { SMALL_ORDER_THRESHOLD } from '@msc/shared/rules/constants';
import { clearScheduleIfOutsideWindow } from '@msc/shared/rules/drop-date-window';
import {
  canRequestMailingSchedule,
  defaultDropDetails,
  selectDropType,
} from '@msc/shared/rules/drop-details';
import { canUseMultipleDrops, forcedDropType } from '@msc/shared/rules/mailing-schedule';
import { normalizeProgramType } from '@msc/shared/rules/program-type-tab';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DropDatePlanner, EmailSendDates, ScheduleTable, useUpdateOrderState } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { SelectField } from '#ui/select-field';
import { showApiErrorToast } from '#ui/toast';
import { OrderStateFrame } from '../flow/order-state-frame';
import { scheduleNextPath } from './schedule-next';
import { useSaveForLater } from './use-save-for-later';

/**
 * /personalization/step-3/:id and /personalization/step-3-drop-date/:id — the mail schedule (spec 2 §2, §4,
 * §5): one drop or several (frequency, 2-4 mailings, start date); the server computes the schedule from the
 * recipients' count and the product's price; Save For Later and Next once a summary exists.
 */
export default function MailSchedulePage() {
  return (
    <OrderStateFrame step={pageLabels.selectMailSchedule} title={pageLabels.selectMailSchedule}>
      {(orderState) => <MailSchedule orderState={orderState} />}
    </OrderStateFrame>
  );
}

/** Spec 2 §9: when the email goes, for an email piece and for a multi-channel order (cross-sell's own note). */
function emailNote(orderState: OrderState): string {
  if (!orderState.isMultiChannel) return texts.emailNoteEmail;
  const crossSell = normalizeProgramType(orderState.programType) === 'CrossSell';
  return crossSell ? texts.emailNoteDirectMail : texts.emailNoteMultiChannel;
}

/** The schedule the server answered is the one for these choices (not an earlier one). */
const sameChoices = (a: DropDetails, b: DropDetails | undefined) =>
  Boolean(b) &&
  a.dropType === b?.dropType &&
  a.startDate === b.startDate &&
  a.arriveBy === b.arriveBy &&
  a.frequency === b.frequency &&
  a.numberOfMailings === b.numberOfMailings;

function MailSchedule({ orderState }: { orderState: OrderState }) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [now] = useState(() => clockNow());
  const product = useQuery(productQuery(orderState.productId));
  const update = useUpdateOrderState();
  const saveForLater = useSaveForLater(orderState.id);
  const [draft, setDraft] = useState<DropDetails>(() =>
    orderState.dropDetails ? clearScheduleIfOutsideWindow(orderState.dropDetails, now) : defaultDropDetails(),
  );
  const eligibility = { productDataType: product.data?.productDataType, targetCount: orderState.targetCount };
  const forcedOne = forcedDropType(eligibility) === DropType.ONE;
  const multipleOffered = canUseMultipleDrops(eligibility);
  const saved = orderState.dropDetails;
  const summary =
    sameChoices(draft, saved) && saved?.mailingDetails.length ? saved.mailingDetails : undefined;

  // The cross-sell select-multiple-drops address opens on "over several dates" once the product allows it.
  const opensOnMultiple = query.get('drops') === MULTIPLE_DROPS_QUERY.drops && multipleOffered;
  const openedOnMultiple = useRef(false);
  useEffect(() => {
    if (!opensOnMultiple || openedOnMultiple.current) return;
    openedOnMultiple.current = true;
    setDraft((current) =>
      current.dropType === DropType.MULTIPLE ? current : selectDropType(DropType.MULTIPLE),
    );
  }, [opensOnMultiple]);

  // Choosing dates (re)fetches the schedule: only once every choice of the drop type is made.
  useEffect(() => {
    if (!canRequestMailingSchedule(draft) || sameChoices(draft, saved) || update.isPending) return;
    update.mutate({ id: orderState.id, dropDetails: draft }, { onError: showApiErrorToast });
  }, [draft, saved, orderState.id, update]);

  if (product.isPending) return <LoadingState />;
  const multiple = draft.dropType === DropType.MULTIPLE;
  const next = () => navigate(scheduleNextPath(orderState, query.get('review')));

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">{questions.howMailingSent}</legend>
        {forcedOne ? (
          <p className="text-sm text-slate-700">{texts.smallOrderOneDrop(SMALL_ORDER_THRESHOLD)}</p>
        ) : (
          <div className="flex flex-wrap gap-4">
            {[
              { type: DropType.ONE, label: texts.oneTimeDrop, offered: true },
              { type: DropType.MULTIPLE, label: texts.multipleDrops, offered: multipleOffered },
            ].map(({ type, label, offered }) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="drop-type"
                  className="h-4 w-4 accent-blue-700"
                  checked={draft.dropType === type}
                  disabled={!offered}
                  onChange={() => setDraft(selectDropType(type))}
                />
                {label}
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <div className="flex flex-wrap items-start gap-6">
        {multiple && (
          <div className="grid w-56 gap-3">
            <SelectField
              label={texts.frequency}
              value={String(draft.frequency)}
              options={[
                { value: String(DropFrequency.Weekly), label: texts.weekly },
                { value: String(DropFrequency.BiWeekly), label: texts.biWeekly },
              ]}
              onChange={(event) =>
                setDraft({ ...draft, frequency: Number(event.target.value) as DropDetails['frequency'] })
              }
            />
            <SelectField
              label={texts.numberOfMailings}
              placeholder={texts.numberOfMailings}
              value={draft.numberOfMailings > 1 ? String(draft.numberOfMailings) : ''}
              options={['2', '3', '4'].map((count) => ({ value: count, label: count }))}
              onChange={(event) => setDraft({ ...draft, numberOfMailings: Number(event.target.value) || 1 })}
            />
            <Button variant="ghost" onClick={() => setDraft(selectDropType(DropType.ONE))}>
              {labels.switchToOneTimeDrop}
            </Button>
          </div>
        )}
        <DropDatePlanner
          // Prospects have their ZIPs; other lists mail the agency's own market (the server's default).
          destinationZip3={orderState.zipCodes[0]?.slice(0, 3)}
          dropDateLabel={multiple ? texts.dropStartDate : texts.dropDate}
          startDate={draft.startDate}
          arriveBy={draft.arriveBy}
          now={now}
          onChange={({ startDate, arriveBy }) => {
            const { arriveBy: _previous, ...rest } = draft;
            setDraft(arriveBy ? { ...rest, startDate, arriveBy } : { ...rest, startDate });
          }}
        />
      </div>

      <div aria-live="polite" className="space-y-2">
        {update.isPending && <LoadingState label={texts.scheduling} className="py-4" />}
        {summary && !update.isPending && (
          <>
            <ScheduleTable
              rows={summary}
              showPrice={false}
              inHome={orderState.channelType !== ChannelType.Email}
            />
            <p className="text-sm text-slate-700">{texts.totalProspects(orderState.targetCount)}</p>
          </>
        )}
        {(orderState.isMultiChannel || orderState.channelType === ChannelType.Email) && (
          <p className="text-sm text-slate-600">{emailNote(orderState)}</p>
        )}
        {summary && !update.isPending && <EmailSendDates piece={orderState} rows={summary} />}
      </div>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link to={links.personalizationStep2(orderState.id)} className={buttonClasses('secondary')}>
          {texts.previous}
        </Link>
        {summary && saveForLater.offered && (
          <Button variant="secondary" onClick={saveForLater.save} loading={saveForLater.isPending}>
            {texts.saveForLater}
          </Button>
        )}
        {summary && <Button onClick={next}>{texts.next}</Button>}
      </div>
    </div>
  );
}
