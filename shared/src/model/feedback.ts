import * as z from 'zod';
import { validation } from '../messages';
import { FeedbackType } from './enums';
import { Id, optionalText } from './fields';

/** Star rating 1 to 5 (spec 1 §5). */
export const FeedbackRating = z
  .number({ error: validation.ratingRange })
  .int(validation.ratingRange)
  .min(1, validation.ratingRange)
  .max(5, validation.ratingRange);

/** The answer to one feedback question. */
export const FeedbackAnswer = z.object({
  feedbackQuestionsId: Id,
  feedbackValue: FeedbackRating,
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;

/** Feedback type: user 1 (footer Provide Feedback), order complete 2 (confirmation page). */
export const FeedbackTypeSchema = z.union([
  z.literal(FeedbackType.User),
  z.literal(FeedbackType.OrderComplete),
]);

/** More answers than any survey has questions is not a submission. */
export const FEEDBACK_ANSWERS_MAX = 50;

/** A feedback survey submission (spec 1 §3 "Feedback"). */
export const Feedback = z.object({
  feedbackSurveyModel: z.array(FeedbackAnswer).max(FEEDBACK_ANSWERS_MAX),
  comments: optionalText(2000),
  feedbackType: FeedbackTypeSchema,
});
export type Feedback = z.infer<typeof Feedback>;
