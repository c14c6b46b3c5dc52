import type { siteApi } from '@msc/shared/api/site';
import { apiErrors } from '@msc/shared/messages';
import type { SiteConfig } from '@msc/shared/model/site-config';
import { ulid } from 'ulid';
import { badRequest } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { createFeedback, getSiteConfig } from './site-store';

async function siteConfig(): Promise<SiteConfig> {
  const data = await getSiteConfig();
  return {
    feedbackQuestions: data?.feedbackQuestions ?? [],
    supportPhoneNumber: data?.supportPhoneNumber,
    helpDeskPhoneNumber: data?.helpDeskPhoneNumber,
    links: data?.links ?? {},
    howToVideos: data?.howToVideos ?? [],
  };
}

export const siteService: Implementation<typeof siteApi> = {
  config: async () => siteConfig(),

  submitFeedback: async ({ ctx, body }) => {
    const questions = (await siteConfig()).feedbackQuestions.filter(
      (question) => question.type === body.feedbackType,
    );
    const known = new Set(questions.map((question) => question.id));
    const unknown = body.feedbackSurveyModel.filter((answer) => !known.has(answer.feedbackQuestionsId));
    if (unknown.length > 0) {
      throw badRequest(apiErrors.feedbackUnknownQuestions, {
        feedbackSurveyModel: unknown.map((answer) =>
          apiErrors.feedbackUnknownQuestion(answer.feedbackQuestionsId),
        ),
      });
    }
    if (body.feedbackSurveyModel.length === 0 && !body.comments) {
      throw badRequest(apiErrors.feedbackEmpty, {
        feedbackSurveyModel: [apiErrors.feedbackEmptyField],
      });
    }
    await createFeedback({
      userName: ctx.user.userName,
      feedbackId: ulid(),
      feedbackType: body.feedbackType,
      answers: body.feedbackSurveyModel,
      comments: body.comments || undefined,
    });
    return { succeeded: true };
  },
};
