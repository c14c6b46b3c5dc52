import { labels, prospectingTexts } from '@msc/shared/messages';
import { US_STATES } from '@msc/shared/model/enum-values';
import { type ZipLookupForm, ZipLookupForm as ZipLookupSchema } from '@msc/shared/model/prospecting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { LoadingState } from '#ui/loading-state';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { zipLookupQuery } from './prospecting-queries';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

interface ZipLookupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ZIP codes already entered: their Add buttons are disabled. */
  chosen: readonly string[];
  onAdd: (zipCode: string) => void;
}

/** The "ZIP Code Look Up" modal (spec 2 §2): city and state, Look up disabled while the form is invalid. */
export function ZipLookupDialog({ open, onOpenChange, chosen, onAdd }: ZipLookupDialogProps) {
  const [search, setSearch] = useState<ZipLookupForm>();
  const form = useForm<ZipLookupForm>({
    resolver: formResolver(ZipLookupSchema),
    mode: 'onChange',
    defaultValues: { city: '', state: '' },
  });
  const results = useQuery({
    ...zipLookupQuery(search ?? { city: '', state: '' }),
    enabled: Boolean(search),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.zipCodeLookUp} size="md">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit((values) => setSearch({ city: values.city.trim(), state: values.state }))}
      >
        <TextField
          label={prospectingTexts.city}
          autoComplete="address-level2"
          className="min-w-48 flex-1"
          error={form.formState.errors.city?.message}
          {...form.register('city')}
        />
        <SelectField
          label={prospectingTexts.state}
          options={STATE_OPTIONS}
          placeholder=" "
          error={form.formState.errors.state?.message}
          {...form.register('state')}
        />
        <Button type="submit" disabled={!form.formState.isValid}>
          {prospectingTexts.lookUp}
        </Button>
      </form>
      <div className="mt-4 max-h-80 overflow-y-auto" aria-live="polite">
        {results.isFetching && <LoadingState />}
        {results.data && results.data.results.length === 0 && (
          <p className="text-sm text-slate-600">{prospectingTexts.lookUpEmpty}</p>
        )}
        {results.data && results.data.results.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {results.data.results.map((zip) => (
              <li key={zip.zipCode} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{zip.zipCode}</span> {zip.city}, {zip.state}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={chosen.includes(zip.zipCode)}
                  onClick={() => onAdd(zip.zipCode)}
                  aria-label={prospectingTexts.addZip(zip.zipCode)}
                >
                  +
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
