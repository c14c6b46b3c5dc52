import { dataListTexts, recipientsTexts } from '@msc/shared/messages';
import type { MailListFlowState, MailListRow } from '@msc/shared/model/mail-list';
import type { OrderState } from '@msc/shared/model/order-state';
import { initialRecordSelection } from '@msc/shared/rules/mail-list-selection';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { recipientStepNextPath } from '@msc/shared/rules/recipient-step-routing';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '#ui/button';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useSetRecipients } from '../set-recipients';
import { ExistingListPick } from './existing-list-pick';
import { ListPreview } from './list-preview';
import { NewListUpload } from './new-list-upload';
import { RecordSelection } from './record-selection';

type MailListOption = 'new' | 'existing';
type PickedList = Pick<MailListRow, 'mailListId' | 'name'>;

/**
 * Step 2 of a piece mailed to the agent's own list (spec 2 §2 DataListUpload, §4 mail-list states; any
 * program type, prospecting's own list too): upload a new list (UPLOAD → SUMMARY → create) or pick a
 * previously uploaded one (PREVIEW of 20), then SELECT its records; Next sets the recipients on the server
 * (opt-outs removed, priced there) and goes to step 3, or step 4 on review.
 */
export function DataListRecipients({ orderState }: { orderState: OrderState }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setRecipients = useSetRecipients();
  const savedList = orderState.mailListId;
  const [option, setOption] = useState<MailListOption>(savedList ? 'existing' : 'new');
  const [list, setList] = useState<PickedList | undefined>(
    savedList ? { mailListId: savedList, name: '' } : undefined,
  );
  const [state, setState] = useState<MailListFlowState>(savedList ? 'SELECT' : 'UPLOAD');
  const optionName = useId();
  const next = recipientStepNextPath({ orderStateId: orderState.id, review: params.get('review') });
  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true },
  });

  const restart = (chosen: MailListOption) => {
    setOption(chosen);
    setList(undefined);
    setState('UPLOAD');
  };

  if (list && state === 'SELECT') {
    const saved = list.mailListId === savedList ? orderState.recipientMailListContactIds : undefined;
    return (
      <RecordSelection
        key={list.mailListId}
        list={list}
        initial={initialRecordSelection(saved)}
        saving={setRecipients.isPending}
        onPrevious={() =>
          option === 'existing' && list.mailListId !== savedList ? setState('PREVIEW') : restart(option)
        }
        onNext={(body) =>
          setRecipients.mutate(
            { id: orderState.id, mailListId: list.mailListId, ...body },
            {
              onSuccess: (saved) => {
                const removed = saved.suppressedCount ?? 0;
                if (removed > 0) {
                  showToast(
                    { title: dataListTexts.suppressedTitle, message: dataListTexts.suppressed(removed) },
                    'warning',
                    {
                      duration: 10_000,
                    },
                  );
                }
                navigate(next);
              },
              onError: showApiErrorToast,
            },
          )
        }
      />
    );
  }

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{dataListTexts.optionLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['new', dataListTexts.uploadNew],
              ['existing', dataListTexts.useExisting],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={optionName}
                value={value}
                checked={option === value}
                onChange={() => restart(value)}
                className="size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {option === 'new' ? (
        <NewListUpload
          onCreated={(created) => {
            setList(created);
            setState('SELECT');
          }}
        />
      ) : list && state === 'PREVIEW' ? (
        <ListPreview list={list} onBack={() => restart('existing')} onNext={() => setState('SELECT')} />
      ) : (
        <ExistingListPick
          onPick={(picked) => {
            setList(picked);
            setState('PREVIEW');
          }}
        />
      )}

      <div className="border-t border-slate-200 pt-4">
        <Link to={previousPath} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
      </div>
    </div>
  );
}
