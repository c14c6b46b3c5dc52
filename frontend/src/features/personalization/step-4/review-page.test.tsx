import { api } from '@msc/shared/api';
import { mailDateTexts, personalizationTexts, preflightTexts, prospectingTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import type { RecipientPreflight } from '@msc/shared/model/preflight';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { renderWithProviders } from '#testing/render';
import ReviewPage from './review-page';

const ID = '01JPROSPECTREVIEWSTATE';
const orderState = (extra: Partial<OrderState> = {}): OrderState =>
  makeOrderState({
    id: ID,
    productId: 'p-prospect',
    programType: 'Prospecting',
    zipCodes: ['62701', '62702'],
    zipRadius: 10,
    prospectOption: 'withPhoneQuantity',
    targetCount: 300,
    ...extra,
  });

const NOTHING_TO_CHECK: RecipientPreflight = {
  recipientCount: 0,
  issues: [],
  worstCases: [],
  proofPage: 1,
  signature: '',
  acknowledged: true,
};

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.catalog.get, () => makeProduct({ id: 'p-prospect', programTypes: ['Prospecting'] }));
  fakeApi.on(api.personalization.preflight, () => NOTHING_TO_CHECK);
});

const renderReview = () =>
  renderWithProviders(<ReviewPage />, {
    url: `/personalization/step-4/${ID}`,
    routePath: '/personalization/step-4/:id',
  });

describe('the review of a prospecting order', () => {
  it('names the bought prospects (ZIP codes, radius, option) with Edit back to step 2, and has two Add to Cart', async () => {
    fakeApi.on(api.personalization.get, () => orderState());
    renderReview();
    const fact = await screen.findByText('62701, 62702 · 10 miles · With phone numbers: select a quantity');
    expect(fact.previousElementSibling).toHaveTextContent(prospectingTexts.reviewProspects);
    expect(
      screen.getByRole('link', { name: `${personalizationTexts.edit} ${prospectingTexts.reviewProspects}` }),
    ).toHaveAttribute('href', `/personalization/step-2/${ID}?review=true`);
    expect(screen.getAllByRole('button', { name: personalizationTexts.addToCart })).toHaveLength(2);
  });

  it('leaves the line out when the order mails the agent’s own list', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ isOwnListUploaded: true }));
    renderReview();
    expect(await screen.findByText(personalizationTexts.itemId)).toBeInTheDocument();
    expect(screen.queryByText(prospectingTexts.reviewProspects)).not.toBeInTheDocument();
  });
});

describe('the recipient preflight of a review', () => {
  const NOW = '2026-11-26T10:00:00.000Z';
  const LATER = '2026-11-26T10:01:00.000Z';
  const LONGEST = 'Christopher Alexander Montgomery-Featherstonehaugh';
  const withIssues = (acknowledged: boolean): RecipientPreflight => ({
    recipientCount: 12,
    issues: [
      {
        field: 'name',
        kind: 'shortened',
        count: 3,
        recipients: [LONGEST, 'Anastasia Papadopoulou-Wojciechowski', 'Maria Hernandez-Villalobos'],
        example: {
          recipientName: LONGEST,
          text: LONGEST,
          printed: ['Christopher Alexander Montgomery-Feat\u2026'],
          page: 1,
        },
      },
    ],
    worstCases: [],
    signature: 'a'.repeat(32),
    proofPage: 1,
    acknowledged,
  });

  it('keeps Add to Cart off until the agent acknowledges the issues, and sends the acknowledgement', async () => {
    let acknowledged = false;
    const sent: unknown[] = [];
    fakeApi.on(api.personalization.get, () =>
      orderState({ programType: 'CrossSell', updated: acknowledged ? LATER : NOW }),
    );
    fakeApi.on(api.personalization.preflight, () => withIssues(acknowledged));
    fakeApi.on(api.personalization.update, ({ body }) => {
      sent.push(body);
      acknowledged = true;
      return orderState({ programType: 'CrossSell', updated: LATER });
    });
    renderReview();
    expect(await screen.findByText('3 names will be shortened')).toBeInTheDocument();
    expect(screen.getByText('Christopher Alexander Montgomery-Feat\u2026')).toBeInTheDocument();
    expect(screen.getByText(preflightTexts.acknowledgeFirst)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: personalizationTexts.addToCart });
    expect(add).toBeDisabled();

    await userEvent.click(screen.getByLabelText(preflightTexts.acknowledge));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: personalizationTexts.addToCart })).toBeEnabled(),
    );
    expect(sent).toEqual([{ preflightAcknowledgement: 'a'.repeat(32) }]);
    expect(screen.getByLabelText(preflightTexts.acknowledge)).toBeChecked();
  });

  it('says every name fits and leaves Add to Cart on', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ programType: 'CrossSell' }));
    fakeApi.on(api.personalization.preflight, () => ({ ...NOTHING_TO_CHECK, recipientCount: 12 }));
    renderReview();
    expect(await screen.findByText(preflightTexts.allFit(12))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: personalizationTexts.addToCart })).toBeEnabled();
    expect(screen.queryByLabelText(preflightTexts.acknowledge)).not.toBeInTheDocument();
  });
});

describe('a review whose mail dates no longer hold', () => {
  const STEP_3 = `/personalization/step-3/${ID}`;
  const stale = { message: mailDateTexts.passed, step3Path: STEP_3 };

  it('says so with a link back to step 3', async () => {
    fakeApi.on(api.personalization.get, () => orderState({ programType: 'CrossSell', staleSchedule: stale }));
    renderReview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(mailDateTexts.passed);
    expect(screen.getByRole('link', { name: mailDateTexts.pickNewDates })).toHaveAttribute('href', STEP_3);
  });

  it('shows it once Add to Cart is refused for the dates (the state is read again)', async () => {
    let refused = false;
    fakeApi.on(api.personalization.get, () =>
      orderState({ programType: 'CrossSell', ...(refused ? { staleSchedule: stale } : {}) }),
    );
    fakeApi.on(api.personalization.addToCart, () => {
      refused = true;
      return new FakeApiFailure(422, {
        message: mailDateTexts.passed,
        code: 'business_rule',
        fieldErrors: { mailDates: [mailDateTexts.passed], step3Path: [STEP_3] },
      });
    });
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: personalizationTexts.addToCart }));
    expect(await screen.findByRole('link', { name: mailDateTexts.pickNewDates })).toHaveAttribute(
      'href',
      STEP_3,
    );
  });

  it('links nowhere but a step 3', async () => {
    fakeApi.on(api.personalization.get, () =>
      orderState({ programType: 'CrossSell', staleSchedule: { ...stale, step3Path: '//elsewhere.test/x' } }),
    );
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent(mailDateTexts.passed);
    expect(screen.queryByRole('link', { name: mailDateTexts.pickNewDates })).not.toBeInTheDocument();
  });
});
