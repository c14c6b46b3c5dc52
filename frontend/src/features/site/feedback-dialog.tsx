import { feedbackTexts } from '@msc/shared/messages';
import { FeedbackType } from '@msc/shared/model/enum-values';
import { FeedbackRating } from '@msc/shared/model/feedback';
import { optionalText } from '@msc/shared/model/fields';
import type { FeedbackQuestion } from '@msc/shared/model/site-config';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { Dialog, DialogClose } from '#ui/dialog';
import { LoadingState } from '#ui/loading-state';
import { TextAreaField } from '#ui/text-area-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { siteConfigQuery, useSubmitFeedback } from './api/site-queries';
import { StarRating } from './star-rating';

const COMMENTS_MAX = 2000;

type FeedbackTypeCode = (typeof FeedbackType)[keyof typeof FeedbackType];

export const FEEDBACK_THANKS = { title: 'Thank You', message: 'Thank you for your feedback.' };

function feedbackForm(questions: readonly FeedbackQuestion[]) {
  return z.object({
    ratings: z.object(Object.fromEntries(questions.map((question) => [question.id, FeedbackRating]))),
    comments: optionalText(COMMENTS_MAX),
  });
}
type FeedbackFormValues = { ratings: Record<string, number>; comments?: string };

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The footer's user survey, or the order-complete survey of the confirmation page. */
  feedbackType?: FeedbackTypeCode;
}

/** Provide Feedback: a 1-to-5 star rating for each question of the user survey, and comments. */
export function FeedbackDialog({
  open,
  onOpenChange,
  feedbackType = FeedbackType.User,
}: FeedbackDialogProps) {
  const config = useQuery(siteConfigQuery());
  const questions = (config.data?.feedbackQuestions ?? []).filter(
    (question) => question.type === feedbackType,
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={feedbackTexts.title}
      description={feedbackTexts.description}
      size="sm"
    >
      {config.isPending ? (
        <LoadingState label={feedbackTexts.loading} />
      ) : (
        <FeedbackFormBody
          questions={questions}
          feedbackType={feedbackType}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function FeedbackFormBody({
  questions,
  feedbackType,
  onDone,
}: {
  questions: FeedbackQuestion[];
  feedbackType: FeedbackTypeCode;
  onDone: () => void;
}) {
  const form = useForm<FeedbackFormValues>({
    resolver: formResolver(feedbackForm(questions)) as never,
    defaultValues: { ratings: {}, comments: '' },
  });
  const submitFeedback = useSubmitFeedback();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ ratings, comments }) => {
    try {
      await submitFeedback.mutateAsync({
        feedbackType,
        feedbackSurveyModel: questions.map((question) => ({
          feedbackQuestionsId: question.id,
          feedbackValue: ratings[question.id]!,
        })),
        comments,
      });
      showToast(FEEDBACK_THANKS, 'success');
      onDone();
    } catch (error) {
      showApiErrorToast(error);
    }
  });

  return (
    <form id="feedback-form" onSubmit={submit} noValidate className="space-y-5">
      {questions.map((question) => (
        <Controller
          key={question.id}
          control={form.control}
          name={`ratings.${question.id}`}
          render={({ field, fieldState }) => (
            <StarRating
              legend={question.description}
              ref={field.ref}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <TextAreaField
        label={feedbackTexts.comments}
        maxLength={COMMENTS_MAX}
        error={errors.comments?.message}
        {...form.register('comments')}
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">{feedbackTexts.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={submitFeedback.isPending}>
          {feedbackTexts.submit}
        </Button>
      </div>
    </form>
  );
}
