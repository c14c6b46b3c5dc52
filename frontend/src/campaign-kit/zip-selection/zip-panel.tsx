import { labels, prospectingTexts, validation } from '@msc/shared/messages';
import { ZIP_RADII } from '@msc/shared/model/enum-values';
import type { ZipRadius } from '@msc/shared/model/enums';
import { ZIP_PATTERN } from '@msc/shared/model/field-patterns';
import type {
  ProspectCount,
  ProspectingZipUpdate,
  ProspectOption,
  SetProspects,
} from '@msc/shared/model/prospecting';
import { formatCount, formatUsd } from '@msc/shared/rules/formatting';
import {
  canCheckAvailability,
  canContinueFromZipStep,
  clampProspectQuantity,
  includesPhoneNumber,
  parseZipCodes,
  prospectTargetCount,
} from '@msc/shared/rules/prospecting-zip';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { Panel } from '#ui/panel';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { prospectPriceQuery, useCheckAvailability } from './prospecting-queries';

// Loaded with the first Look Up: the dialog brings Radix, the form and its schema (about 40 KB gzip).
const ZipLookupDialog = lazy(() =>
  import('./zip-lookup-dialog').then(({ ZipLookupDialog }) => ({ default: ZipLookupDialog })),
);

const OPTIONS: readonly ProspectOption[] = [
  'withPhoneAll',
  'withPhoneQuantity',
  'withoutPhoneAll',
  'withoutPhoneQuantity',
];
const RADIUS_OPTIONS = ZIP_RADII.map((miles) => ({
  value: String(miles),
  label: prospectingTexts.radiusOption(miles),
}));

interface ZipPanelProps {
  /** The prospecting letter: its unit price prices the prospects. */
  itemNumber: string;
  /**
   * Next: the choice to save on the order state (the server counts and prices it again), and the ZIP data
   * as the panel showed it (spec 2 §7 "Update prospecting ZIP codes").
   */
  onNext: (choice: SetProspects, shown: ProspectingZipUpdate) => void;
  /** The choice saved before (step 2 opened again): filled in and checked at once. */
  initial?: SetProspects;
  /** Previous, when the panel is a step of a flow. */
  onPrevious?: () => void;
  /** Next is being saved. */
  saving?: boolean;
  /** The ZIP radius information PDF's link (the site setting's, which the campaign kit does not read). */
  radiusInformation?: ReactNode;
}

const quantityOf = (initial: SetProspects | undefined, key: 'withPhone' | 'withoutPhone') => {
  const option = key === 'withPhone' ? 'withPhoneQuantity' : 'withoutPhoneQuantity';
  return initial?.option === option ? (initial.quantity ?? 0) : 0;
};

/**
 * The ZIP step of prospecting (spec 2 §2, §4, §5): ZIP codes or a look-up, a radius, the state-boundary
 * choice, Check Availability with the server's counts, one of the four options and its price.
 */
export function ZipPanel({
  itemNumber,
  onNext,
  initial,
  onPrevious,
  saving = false,
  radiusInformation,
}: ZipPanelProps) {
  const [zipText, setZipText] = useState(initial?.zipCodes.join(', ') ?? '');
  const [radius, setRadius] = useState<ZipRadius>(initial?.zipRadius ?? 0);
  const [crossStateBoundary, setCrossStateBoundary] = useState(initial?.crossStateBoundary ?? false);
  const [lookUpOpen, setLookUpOpen] = useState(false);
  const [option, setOption] = useState<ProspectOption | null>(null);
  const [chosen, setChosen] = useState({
    withPhone: quantityOf(initial, 'withPhone'),
    withoutPhone: quantityOf(initial, 'withoutPhone'),
  });
  const check = useCheckAvailability();
  const optionsName = useId();
  const checkedInitial = useRef(false);

  // Opened again with a saved choice: check its availability at once and keep its option.
  useEffect(() => {
    if (!initial || checkedInitial.current || initial.zipCodes.length === 0) return;
    checkedInitial.current = true;
    check.mutate(
      {
        zipCodes: initial.zipCodes,
        zipRadius: initial.zipRadius,
        crossStateBoundary: initial.crossStateBoundary,
        itemNumber,
      },
      { onSuccess: () => setOption(initial.option), onError: showApiErrorToast },
    );
  }, [initial, itemNumber, check.mutate]);

  const zipCodes = parseZipCodes(zipText);
  const invalidZips = zipCodes.filter((zip) => !ZIP_PATTERN.test(zip));
  const available: ProspectCount | undefined = check.data;
  const targetCount = available && option ? prospectTargetCount(option, available, chosen) : 0;
  const includePhoneNumber = option ? includesPhoneNumber(option) : false;
  const price = useQuery(prospectPriceQuery(itemNumber, targetCount, includePhoneNumber));

  // The counts were for the targeting checked: a change asks for a new check before Next.
  const targetingChanged = () => {
    check.reset();
    setOption(null);
  };
  const checkAvailability = () => {
    setOption(null);
    check.mutate(
      { zipCodes, zipRadius: radius, crossStateBoundary, itemNumber },
      { onError: showApiErrorToast },
    );
  };
  const addZip = (zip: string) => {
    if (zipCodes.includes(zip)) return;
    setZipText([...zipCodes, zip].join(', '));
    targetingChanged();
  };
  const setQuantity = (key: 'withPhone' | 'withoutPhone', input: string) =>
    setChosen((previous) => ({
      ...previous,
      [key]: clampProspectQuantity(input, available?.[key] ?? 0, previous[key]),
    }));

  return (
    <Panel padding="lg" raised={false} className="space-y-6" aria-label={prospectingTexts.zipTitle}>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label={prospectingTexts.zipCodes}
          value={zipText}
          inputMode="numeric"
          onChange={(event) => {
            setZipText(event.target.value);
            targetingChanged();
          }}
          error={invalidZips.length > 0 ? `${invalidZips.join(', ')}: ${validation.invalidZip}` : undefined}
        />
        <SelectField
          label={prospectingTexts.radius}
          options={RADIUS_OPTIONS}
          value={String(radius)}
          onChange={(event) => {
            setRadius(Number(event.target.value) as ZipRadius);
            targetingChanged();
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-blue-700"
            checked={crossStateBoundary}
            onChange={(event) => {
              setCrossStateBoundary(event.target.checked);
              targetingChanged();
            }}
          />
          {prospectingTexts.crossStateBoundary}
        </label>
        {radiusInformation}
        <Button variant="secondary" onClick={() => setLookUpOpen(true)}>
          {labels.zipCodeLookUp}
        </Button>
        <Button
          onClick={checkAvailability}
          disabled={!canCheckAvailability(zipCodes) || invalidZips.length > 0}
          loading={check.isPending}
        >
          {prospectingTexts.checkAvailability}
        </Button>
      </div>
      <LazyDialog open={lookUpOpen}>
        <ZipLookupDialog open={lookUpOpen} onOpenChange={setLookUpOpen} chosen={zipCodes} onAdd={addZip} />
      </LazyDialog>

      {available && (
        <fieldset className="space-y-3" aria-describedby={`${optionsName}-summary`}>
          <legend className="font-semibold text-slate-900">{prospectingTexts.available}</legend>
          <p id={`${optionsName}-summary`} className="text-sm text-slate-600">
            {prospectingTexts.withPhone}: <strong>{formatCount(available.withPhone)}</strong> ·{' '}
            {prospectingTexts.withoutPhone}: <strong>{formatCount(available.withoutPhone)}</strong>
            {available.zipCodesReached !== undefined &&
              ` · ${prospectingTexts.zipsReached(available.zipCodesReached)}`}
            {available.suppressed ? ` · ${prospectingTexts.suppressed(available.suppressed)}` : ''}
          </p>
          {available.unknownZipCodes && available.unknownZipCodes.length > 0 && (
            <p className="text-sm text-amber-800">
              {prospectingTexts.unknownZips(available.unknownZipCodes.join(', '))}
            </p>
          )}
          {OPTIONS.map((value) => {
            const quantityKey =
              value === 'withPhoneQuantity'
                ? 'withPhone'
                : value === 'withoutPhoneQuantity'
                  ? 'withoutPhone'
                  : null;
            return (
              <div key={value} className="flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={optionsName}
                    className="size-4 accent-blue-700"
                    checked={option === value}
                    onChange={() => setOption(value)}
                  />
                  {prospectingTexts.options[value]}
                </label>
                {quantityKey && option === value && (
                  <TextField
                    label={prospectingTexts.quantity}
                    hideLabel
                    inputMode="numeric"
                    className="w-32"
                    value={String(chosen[quantityKey])}
                    onChange={(event) => setQuantity(quantityKey, event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      {option && (
        <dl className="grid grid-cols-3 gap-3 rounded-md bg-slate-50 p-4 text-sm" aria-live="polite">
          <div>
            <dt className="text-slate-600">{prospectingTexts.targetCount}</dt>
            <dd className="font-semibold">{formatCount(targetCount)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{prospectingTexts.unitPrice}</dt>
            <dd className="font-semibold">{price.data ? formatUsd(price.data.finalUnitPrice) : '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{prospectingTexts.totalPrice}</dt>
            <dd className="font-semibold">{price.data ? formatUsd(price.data.finalPrice) : '—'}</dd>
          </div>
        </dl>
      )}

      <div className={`flex flex-wrap gap-3 ${onPrevious ? 'justify-between' : 'justify-end'}`}>
        {onPrevious && (
          <Button variant="secondary" onClick={onPrevious} disabled={saving}>
            {prospectingTexts.previous}
          </Button>
        )}
        <Button
          disabled={!canContinueFromZipStep(option, targetCount) || !price.data}
          loading={saving}
          onClick={() =>
            option &&
            price.data &&
            onNext(
              {
                zipCodes,
                zipRadius: radius,
                crossStateBoundary,
                option,
                ...(option === 'withPhoneQuantity' || option === 'withoutPhoneQuantity'
                  ? { quantity: targetCount }
                  : {}),
              },
              {
                zipCodes,
                zipRadius: radius,
                crossStateBoundary,
                isOwnListUploaded: false,
                includePhoneNumber,
                targetCount,
                totalPrice: price.data.finalPrice,
                unitPrice: price.data.finalUnitPrice,
              },
            )
          }
        >
          {prospectingTexts.next}
        </Button>
      </div>
    </Panel>
  );
}
