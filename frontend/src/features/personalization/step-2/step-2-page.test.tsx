import { api } from '@msc/shared/api';
import { emptyStates, questions, recipientsTexts, toasts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import type { RecipientRow } from '@msc/shared/model/recipients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { makeOrderState, makeProduct } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { showToast } from '#ui/toast';
import Step2Page from './step-2-page';

vi.mock('#ui/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const ID = '01JSTEP2ORDERSTATE';

/** A Home letter's order state, approved and personalized, at step 2. */
const orderState = (extra: Partial<OrderState> = {}): OrderState =>
  makeOrderState({
    id: ID,
    productId: 'P-LETTER',
    productType: 'Home',
    statCode: '1000001',
    unitPrice: 73,
    pdfFinalApproval: true,
    acceptTermsAndConditions: true,
    willNotUseMassachusetts: true,
    ...extra,
  });

const holders: RecipientRow[] = Array.from({ length: 60 }, (_, index) => ({
  policyNumber: `H${String(index).padStart(3, '0')}`,
  policyType: 'Auto',
  firstName: 'Ann',
  lastName: `Holder${String(index).padStart(3, '0')}`,
  addressLine1: `${index} Main St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  statCode: '1000001',
  selected: false,
}));

const fakeApi = installFakeApi();
beforeEach(() => {
  fakeApi.on(api.personalization.get, () => orderState());
  fakeApi.on(api.personalization.recipientCandidates, ({ query }) => {
    const pageNumber = Number(query.pageNumber ?? 1);
    const pageSize = Number(query.pageSize ?? 50);
    const term = (query.search ?? '').toLowerCase();
    const matching = holders.filter((row) => row.lastName.toLowerCase().includes(term));
    return {
      results: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalCount: matching.length,
      pageNumber,
      pageSize,
      eligibleCount: holders.length,
      selectedCount: 0,
    };
  });
  fakeApi.on(api.personalization.setRecipients, ({ body }) =>
    orderState({ targetCount: 'count' in body ? body.count : 1, totalPrice: 73 }),
  );
});

const renderStep2 = (query = '') =>
  renderWithProviders(<Step2Page />, {
    url: `/personalization/step-2/${ID}${query}`,
    routePath: '/personalization/step-2/:id',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });

/** The step's Next (the pager has a Next of its own, inside its navigation). */
const stepNext = () =>
  screen.queryAllByRole('button', { name: 'Next' }).find((button) => !button.closest('nav'));

const location = () => screen.getByTestId('location').textContent;

describe('step 2: send to all policyholders?', () => {
  it('asks, and Yes sends to all and goes on to the mail schedule', async () => {
    const user = userEvent.setup();
    renderStep2();
    expect(
      await screen.findByRole('heading', { name: questions.sendToAllPolicyholders }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/personalization/step-1/${ID}/${ID}/P-LETTER/?edit=true`,
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe(`/personalization/step-3/${ID}`));
    expect(fakeApi.requests(api.personalization.setRecipients)[0]?.body).toEqual({ all: true });
  });

  it.each(['Retention', 'Other'] as const)(
    'counts the recipients of a %s e-mail piece, adds it to the cart with the spec toast',
    async (programType) => {
      const user = userEvent.setup();
      fakeApi.on(api.personalization.get, () => orderState({ programType, channelType: 2, targetCount: 5 }));
      fakeApi.on(api.catalog.get, () => makeProduct({ id: 'P-LETTER', name: 'Welcome Email' }));
      fakeApi.on(api.personalization.addToCart, () => ({ cartItemId: 'ci-1', orderStateId: ID }));
      renderStep2();
      expect(await screen.findByRole('spinbutton', { name: recipientsTexts.orderCount })).toHaveValue(5);
      expect(screen.queryByText('This page is not available yet')).toBeNull();
      await user.click(screen.getByRole('button', { name: recipientsTexts.addToCart }));
      await waitFor(() => expect(location()).toBe('/cart'));
      expect(showToast).toHaveBeenCalledWith(toasts.addedToCart('Welcome Email'), 'success');
    },
  );
});

// Tables of 50 rows re-render on each tick: more room than the default 5 s when the whole suite shares the CPU.
describe('step 2: self-selection', { timeout: 20_000 }, () => {
  it('moves the focus to the policyholder list that replaces the question after No', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('table');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: recipientsTexts.caption }));
  });

  it('lists a page of 50, counts ticks and shows Next only once one is ticked', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('checkbox')).toHaveLength(50);
    expect(stepNext()).toBeUndefined();
    expect(screen.getByText('0 of 60 policyholders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Holder001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Holder002' }));
    expect(screen.getByText('2 of 60 policyholders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Holder002' }));
    expect(screen.getByText('1 of 60 policyholders selected')).toBeInTheDocument();
    expect(stepNext()).toBeDefined();
  });

  it('selects a whole page, keeps it across pages and saves the ticked ones; from the review back to step 4', async () => {
    const user = userEvent.setup();
    renderStep2('?review=true');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Items per page'), '25');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('checkbox')).toHaveLength(25));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('25 of 60 policyholders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Ann Holder030' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await user.click(stepNext()!);
    await waitFor(() => expect(location()).toBe(`/personalization/step-4/${ID}`));
    const body = fakeApi.requests(api.personalization.setRecipients)[0]?.body as { policyNumbers: string[] };
    expect(body.policyNumbers).toHaveLength(25);
    expect(body.policyNumbers).toContain('H024');
    expect(body.policyNumbers).not.toContain('H025');
  });

  it('ticks with the keyboard: the box keeps its focus, so Space ticks and unticks it', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    const box = await screen.findByRole('checkbox', { name: 'Select Ann Holder004' });
    box.focus();
    await user.keyboard(' ');
    expect(screen.getByText('1 of 60 policyholders selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ann Holder004' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('0 of 60 policyholders selected')).toBeInTheDocument();
  });

  it('selects all N less the ones unticked, and clears', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await user.click(await screen.findByRole('button', { name: 'Select all 60' }));
    expect(screen.getByText('60 of 60 policyholders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Holder003' }));
    expect(screen.getByText('59 of 60 policyholders selected')).toBeInTheDocument();
    await user.click(stepNext()!);
    await waitFor(() => expect(fakeApi.requests(api.personalization.setRecipients)).toHaveLength(1));
    expect(fakeApi.requests(api.personalization.setRecipients)[0]?.body).toEqual({
      all: true,
      except: ['H003'],
    });
  });

  it('searches on the server from page 1 and keeps the ticks across searches', async () => {
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ann Holder001' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search policyholders' }), 'holder05{Enter}');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('checkbox')).toHaveLength(10));
    expect(fakeApi.requests(api.personalization.recipientCandidates).at(-1)?.query).toMatchObject({
      search: 'holder05',
      pageNumber: '1',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Holder055' }));
    expect(screen.getByText('2 of 60 policyholders selected')).toBeInTheDocument();
  });

  it("says so when none of the agency's policyholders meet the criteria", async () => {
    fakeApi.on(api.personalization.recipientCandidates, () => ({
      results: [],
      totalCount: 0,
      pageNumber: 1,
      pageSize: 50,
      eligibleCount: 0,
      selectedCount: 0,
    }));
    const user = userEvent.setup();
    renderStep2();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText(emptyStates.policyholders)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
