import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackRating } from '@msc/shared/model/feedback';
import { optionalText } from '@msc/shared/model/fields';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/button';
import { Dialog, DialogClose } from '../../ui/dialog';
import { TextAreaField } from '../../ui/text-area-field';
import { showToast } from '../../ui/toast';
import { StarRating } from './star-rating';

const COMMENTS_MAX = 2000;

const FeedbackForm = z.object({ rating: FeedbackRating, comments: optionalText(COMMENTS_MAX) });
type FeedbackFormInput = z.input<typeof FeedbackForm>;
type FeedbackFormValues = z.output<typeof FeedbackForm>;

export const FEEDBACK_THANKS = { title: 'Thank You', message: 'Thank you for your feedback.' };

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the feedback. The API has no feedback endpoint yet (POST /feedback is needed), so the
   * footer passes none and the answer is only acknowledged.
   */
  onSubmitFeedback?: (feedback: FeedbackFormValues) => Promise<void>;
}

/** Provide Feedback: a 1-to-5 star rating and comments. */
export function FeedbackDialog({ open, onOpenChange, onSubmitFeedback }: FeedbackDialogProps) {
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(FeedbackForm),
    defaultValues: { rating: undefined, comments: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (feedback) => {
    await onSubmitFeedback?.(feedback);
    showToast(FEEDBACK_THANKS, 'success');
    close(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Provide Feedback"
      description="Tell us how the Marketing Solutions Center is working for you."
      size="sm"
    >
      <form id="feedback-form" onSubmit={submit} noValidate className="space-y-5">
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRating
              legend="How would you rate your experience?"
              ref={field.ref}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="Comments"
          maxLength={COMMENTS_MAX}
          error={errors.comments?.message}
          {...form.register('comments')}
        />
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={isSubmitting}>
            Submit
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
