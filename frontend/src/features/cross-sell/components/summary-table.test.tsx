import { api } from '@msc/shared/api';
import type { CrossSellSummaryRow } from '@msc/shared/model/cross-sell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { SummaryTable } from './summary-table';

const fakeApi = installFakeApi();

const row = (subCode: string, extra: Partial<CrossSellSummaryRow> = {}): CrossSellSummaryRow => ({
  subCode,
  opportunities: 10,
  agencyName: `Agency ${subCode}`,
  agencyAddressLine1: '1 Main St',
  agencyCity: 'Seattle',
  agencyState: 'WA',
  agencyPostalCode: '98101',
  phone: '2065550100',
  isEnrolled: false,
  ownerMasterId: '1000000',
  ...extra,
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('cross-sell summary table', () => {
  it('offers Enroll on an automated list, asks first, enrolls the row’s sub code and hides Start Order', async () => {
    fakeApi.on(api.opportunities.enroll, () => ({ succeeded: true }));
    const user = userEvent.setup();
    renderWithProviders(
      <SummaryTable
        listId="Cross-Sell-Auto-To-Home"
        listType="auto-to-home"
        rows={[row('1000000', { isEnrolled: true }), row('1000001', { opportunities: 25 })]}
      />,
    );
    const [enrolled, open] = bodyRows();
    expect(within(enrolled!).getByText('Enrolled')).toBeInTheDocument();
    expect(within(enrolled!).queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start Order/ })).not.toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'View List: 1000001' })).toHaveAttribute(
      'href',
      '/cross-sell/view-detail/Cross-Sell-Auto-To-Home/1000001?enrollText=Not%20Enrolled',
    );

    await user.click(within(open!).getByRole('button', { name: 'Enroll: 1000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to Enroll?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakeApi.requests(api.opportunities.enroll)).toEqual([]);

    await user.click(within(open!).getByRole('button', { name: 'Enroll: 1000001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enroll' }));
    await waitFor(() =>
      expect(fakeApi.requests(api.opportunities.enroll).map((request) => request.body)).toEqual([
        { statCode: '1000001', crossSellType: 'H' },
      ]),
    );
  });

  it('shows Start Order on a custom list, routed to channel selection for the row, and no Enroll', () => {
    renderWithProviders(
      <SummaryTable listId="Cross-Sell-Custom-Home" listType="custom-home" rows={[row('1000002')]} />,
    );
    expect(screen.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Order: 1000002' })).toHaveAttribute(
      'href',
      '/personalization/select-channel?programType=CrossSell&productType=Home&oppId=1000002-H&oppType=H&statCode=1000002&isMultiChannel=false&channelType=1',
    );
  });

  it('sorts by a column, pages by the chosen size and says how many are shown', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, n) =>
      row(String(2000000 + n), {
        opportunities: (n * 7) % 30,
        agencyName: `Agency ${String.fromCharCode(65 + (n % 26))}`,
      }),
    );
    renderWithProviders(<SummaryTable listId="Cross-Sell-Pet" listType="pet" rows={rows} />);
    expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Items per page'), '25');
    expect(screen.getByText('Showing 25 of 30')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: /Opportunities/ }));
    const ascending = bodyRows().map((tr) => Number(within(tr).getAllByRole('cell')[1]!.textContent));
    expect(ascending[0]).toBe(0);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await user.click(screen.getByRole('button', { name: /Opportunities/ }));
    expect(Number(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent)).toBe(29);
  });

  it('says no lists were found with the list’s title when there are no rows', () => {
    renderWithProviders(<SummaryTable listId="Cross-Sell-Specialty" listType="specialty" rows={[]} />);
    expect(screen.getByText('No Specialty Lists were found that match your criteria.')).toBeInTheDocument();
  });
});
