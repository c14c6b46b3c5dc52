import type { siteApi } from '@msc/shared/api/site';
import type { SiteConfig } from '@msc/shared/model/site-config';
import { ulid } from 'ulid';
import { db } from '#data/db';
import { badRequest } from '#platform/http-error';
import type { Implementation } from '#platform/implement';

async function siteConfig(): Promise<SiteConfig> {
  const { data } = await db().entities.siteConfig.get({ configId: 'site' }).go();
  return {
    feedbackQuestions: data?.feedbackQuestions ?? [],
    supportPhoneNumber: data?.supportPhoneNumber,
    helpDeskPhoneNumber: data?.helpDeskPhoneNumber,
    agentPortalUrl: data?.agentPortalUrl,
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
      throw badRequest('Please answer the questions of this survey.', {
        feedbackSurveyModel: unknown.map((answer) => `Unknown question ${answer.feedbackQuestionsId}`),
      });
    }
    if (body.feedbackSurveyModel.length === 0 && !body.comments) {
      throw badRequest('Please rate at least one question or leave a comment.', {
        feedbackSurveyModel: ['Rate at least one question or leave a comment.'],
      });
    }
    await db()
      .entities.feedback.create({
        userName: ctx.user.userName,
        feedbackId: ulid(),
        feedbackType: body.feedbackType,
        answers: body.feedbackSurveyModel,
        comments: body.comments || undefined,
      })
      .go();
    return { succeeded: true };
  },
};
