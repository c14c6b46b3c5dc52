import { api } from '@msc/shared/api';
import { apiErrors, emptyStates } from '@msc/shared/messages';
import type { MailListContact } from '@msc/shared/model/mail-list';
import type { OrderState } from '@msc/shared/model/order-state';
import type { SetRecipients } from '@msc/shared/model/recipients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
import { makeOrderState } from '#testing/personalization-fixture';
import { LocationProbe, renderWithProviders } from '#testing/render';
import { DataListRecipients } from './data-list-recipients';

const ID = '01JDATALISTORDER';
const LIST = '01JMAILLIST000000000000001';
const orderState = (extra: Partial<OrderState> = {}) =>
  makeOrderState({ id: ID, programType: 'DataListUpload', ...extra });

const contacts: MailListContact[] = Array.from({ length: 30 }, (_, index) => ({
  firstName: 'Dee',
  lastName: `Lister${index + 1}`,
  addressLine1: `${index + 1} Elm St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  mailListContactId: String(index + 1),
}));

const fakeApi = installFakeApi();
let sent: SetRecipients | undefined;
beforeEach(() => {
  sent = undefined;
  fakeApi.on(api.agencyLists.list, () => ({
    results: [
      { mailListId: LIST, name: 'Spring list', mailListContactsCount: 30, created: '2026-11-01T10:00:00Z' },
    ],
    totalCount: 1,
    pageNumber: 1,
    pageSize: 50,
  }));
  fakeApi.on(api.agencyLists.contacts, ({ query }) => {
    const pageNumber = Number(query.pageNumber ?? 1);
    const pageSize = Number(query.pageSize ?? 50);
    return {
      results: contacts.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalCount: contacts.length,
      pageNumber,
      pageSize,
    };
  });
  fakeApi.on(api.personalization.setRecipients, ({ body }) => {
    sent = body;
    return orderState({ mailListId: LIST, targetCount: 29, suppressedCount: 1 });
  });
});

const renderStep = (state: OrderState) =>
  renderWithProviders(<DataListRecipients orderState={state} />, {
    url: `/personalization/step-2/${ID}`,
    routePath: '/personalization/step-2/:id',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });

const stepNext = () =>
  screen.getAllByRole('button', { name: 'Next' }).find((button) => !button.closest('nav'))!;

describe('data-list step 2', () => {
  it('opens on a new upload: the name comes first, templates and help are offered', async () => {
    renderStep(orderState());
    expect(screen.getByRole('radio', { name: 'Upload a new list' })).toBeChecked();
    expect(screen.getByLabelText('Choose a .xlsx, .xls or .csv file')).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText(/Mail list name/), 'Spring');
    expect(screen.getByLabelText('Choose a .xlsx, .xls or .csv file')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Mail list template (.csv)' })).toHaveAttribute(
      'href',
      '/templates/mail-list-template.csv',
    );
    expect(screen.getByRole('link', { name: 'How to prepare your mail list' })).toHaveAttribute(
      'href',
      '/personalization/prepare-mail-list',
    );
  });

  it('picks an existing list, previews 20, selects all by default, and sends the selection less the unticked', async () => {
    const user = userEvent.setup();
    renderStep(orderState());
    await user.click(screen.getByRole('radio', { name: 'Use a previously uploaded list' }));
    await user.click(await screen.findByRole('button', { name: 'Use Spring list' }));
    expect(await screen.findByText('The first 20 records of the list.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    await user.click(stepNext());
    expect(await screen.findByText('30 of 30 records selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Dee Lister2' }));
    expect(screen.getByText('29 of 30 records selected')).toBeInTheDocument();
    await user.click(stepNext());
    await waitFor(() => expect(sent).toEqual({ mailListId: LIST, all: true, except: ['2'] }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/personalization/step-3/${ID}`),
    );
  });

  it("preselects the order's saved records of its list", async () => {
    renderStep(orderState({ mailListId: LIST, recipientMailListContactIds: ['1', '3'] }));
    expect(await screen.findByText('2 of 30 records selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Dee Lister3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Dee Lister2' })).not.toBeChecked();
  });

  it('says when the saved list is gone, and Choose another list opens the pick', async () => {
    fakeApi.on(
      api.agencyLists.contacts,
      () => new FakeApiFailure(404, { message: apiErrors.mailListNotFound, code: 'NOT_FOUND' }),
    );
    renderStep(orderState({ mailListId: LIST, recipientMailListContactIds: ['1'] }));
    expect(await screen.findByText(apiErrors.mailListNotFound)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another list' }));
    expect(await screen.findByRole('button', { name: 'Use Spring list' })).toBeInTheDocument();
  });

  it('says there are no lists to use when none was uploaded', async () => {
    fakeApi.on(api.agencyLists.list, () => ({ results: [], totalCount: 0, pageNumber: 1, pageSize: 50 }));
    renderStep(orderState());
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Use a previously uploaded list' }));
    expect(await screen.findByText(emptyStates.noListsToUse)).toBeInTheDocument();
  });
});
