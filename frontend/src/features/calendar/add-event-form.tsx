import { calendarTexts, changeAgencyTexts, labels } from '@msc/shared/messages';
import {
  CalendarEventCategoryChoice,
  CalendarEventForm,
  CalendarEventTypeChoice,
} from '@msc/shared/model/calendar';
import type { EventClass } from '@msc/shared/model/enums';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { SelectField } from '#ui/select-field';
import { TextAreaField } from '#ui/text-area-field';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useAddEvent } from './api/calendar-queries';

type FormValues = Record<keyof CalendarEventForm, string>;

/** The add-event form (spec 1 §5): every field but details required; Add Event disabled while invalid. */
export function AddEventForm({
  classes,
  defaultDate,
  onAdded,
}: {
  classes: readonly EventClass[];
  defaultDate: string;
  onAdded: () => void;
}) {
  const addEvent = useAddEvent();
  const form = useForm<FormValues>({
    resolver: formResolver(CalendarEventForm) as never,
    mode: 'onChange',
    defaultValues: {
      startDate: defaultDate,
      endDate: defaultDate,
      title: '',
      content: '',
      class: classes.length === 1 ? classes[0] : '',
      type: '',
      category: '',
    },
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit((values) =>
    addEvent.mutate(CalendarEventForm.parse(values), {
      onSuccess: () => {
        showToast(calendarTexts.added, 'success');
        form.reset();
        onAdded();
      },
      onError: showApiErrorToast,
    }),
  );
  const startDate = form.register('startDate', {
    // Keeps the end on or after a moved start, as people expect of a date range.
    onChange: (event) => {
      if (form.getValues('endDate') < event.target.value) form.setValue('endDate', event.target.value);
      void form.trigger('endDate');
    },
  });
  return (
    <Panel
      onSubmit={submit}
      noValidate
      aria-label={labels.addEvent}
      as="form"
      padding="sm"
      raised={false}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={calendarTexts.startDate}
          type="date"
          required
          error={errors.startDate?.message}
          {...startDate}
        />
        <TextField
          label={calendarTexts.endDate}
          type="date"
          required
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
        <TextField
          label={calendarTexts.eventTitle}
          required
          className="lg:col-span-2"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <SelectField
          label={calendarTexts.eventClass}
          placeholder={changeAgencyTexts.select}
          required
          options={classes.map((value) => ({ value, label: calendarTexts.classNames[value] }))}
          error={errors.class?.message}
          {...form.register('class')}
        />
        <SelectField
          label={calendarTexts.type}
          placeholder={changeAgencyTexts.select}
          required
          options={CalendarEventTypeChoice.options.map((value) => ({
            value,
            label: calendarTexts.typeNames[value],
          }))}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <SelectField
          label={calendarTexts.category}
          placeholder={changeAgencyTexts.select}
          required
          options={CalendarEventCategoryChoice.options.map((value) => ({
            value,
            label: calendarTexts.categoryNames[value],
          }))}
          error={errors.category?.message}
          {...form.register('category')}
        />
      </div>
      <TextAreaField
        label={calendarTexts.content}
        rows={3}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!isValid} loading={addEvent.isPending}>
          {labels.addEvent}
        </Button>
      </div>
    </Panel>
  );
}
