import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const agent = claimsFor('feedback@test.local');
const call = callerOf(handler);

beforeAll(async () => {
  await useFreshTable();
  await givenUser({ userName: 'feedback@test.local' });
  await db()
    .entities.siteConfig.put({
      configId: 'site',
      feedbackQuestions: [
        { id: 'Q1', description: 'How easy was it to find what you needed?', type: 1 },
        { id: 'Q4', description: 'How easy was it to place your order?', type: 2 },
      ],
      updated: new Date().toISOString(),
    })
    .go();
});

describe('site configuration and feedback', () => {
  it('gives the feedback questions', async () => {
    const { status, body } = await call(agent, 'GET', '/site/config');
    expect(status).toBe(200);
    expect(body.feedbackQuestions.map((question: { id: string }) => question.id)).toEqual(['Q1', 'Q4']);
  });

  it('stores a survey answer with the user who gave it', async () => {
    const { status } = await call(agent, 'POST', '/feedback', {
      feedbackType: 1,
      feedbackSurveyModel: [{ feedbackQuestionsId: 'Q1', feedbackValue: 4 }],
      comments: 'Easy to use',
    });
    expect(status).toBe(201);
    const { data } = await db()
      .entities.feedback.query.feedbackOfUser({ userName: 'feedback@test.local' })
      .go();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      feedbackType: 1,
      comments: 'Easy to use',
      answers: [{ feedbackQuestionsId: 'Q1', feedbackValue: 4 }],
    });
  });

  it('refuses a rating out of 1..5, a question of another survey, and an empty answer', async () => {
    const outOfRange = await call(agent, 'POST', '/feedback', {
      feedbackType: 1,
      feedbackSurveyModel: [{ feedbackQuestionsId: 'Q1', feedbackValue: 6 }],
    });
    expect(outOfRange.status).toBe(400);
    const otherSurvey = await call(agent, 'POST', '/feedback', {
      feedbackType: 1,
      feedbackSurveyModel: [{ feedbackQuestionsId: 'Q4', feedbackValue: 3 }],
    });
    expect(otherSurvey.status).toBe(400);
    const empty = await call(agent, 'POST', '/feedback', { feedbackType: 1, feedbackSurveyModel: [] });
    expect(empty.status).toBe(400);
    const { data } = await db()
      .entities.feedback.query.feedbackOfUser({ userName: 'feedback@test.local' })
      .go();
    expect(data).toHaveLength(1);
  });
});
