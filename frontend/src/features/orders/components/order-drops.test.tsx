import { api } from '@msc/shared/api';
import { notices } from '@msc/shared/messages';
import type { Order, OrderItem } from '@msc/shared/model/order';
import { earliestChangeableMailDate } from '@msc/shared/rules/drop-change';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addBusinessDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { orderKeys } from '../api/order-queries';
import { OrderDrops } from './order-drops';

const fakeApi = installFakeApi();

const day = (businessDays: number) =>
  format(addBusinessDays(parseISO(earliestChangeableMailDate(new Date())), businessDays), 'yyyy-MM-dd');
const soon = format(addBusinessDays(new Date(), 1), 'yyyy-MM-dd');

const item: OrderItem = {
  id: '01',
  product: { id: 'P1', name: 'Prospect Letter', itemNumber: 'AP-1', unitPrice: 20 },
  quantity: 300,
  status: 'Pending',
  amountRefunded: 1800,
  attributes: {
    Data: {
      isMultiChannel: false,
      channelType: 1,
      includePhoneNumber: false,
      targetCount: 100,
      dropDetails: {
        dropType: 'MULTIPLE',
        frequency: 1,
        numberOfMailings: 3,
        mailingDetails: [
          { mailDate: soon, quantity: 100, price: 2000, dropNumber: 1 },
          { mailDate: day(5), quantity: 100, price: 2000, dropNumber: 2 },
          {
            mailDate: day(10),
            quantity: 100,
            price: 2000,
            dropNumber: 3,
            canceledAt: '2026-11-01T00:00:00Z',
            refunded: 1800,
          },
        ],
      },
    },
  },
};

const order = {
  id: 'O1',
  orderNumber: 'N-1',
  orderStatusCode: 1,
  subTotal: 6000,
  discountTotal: 600,
  amountPaid: 5400,
  amountRefunded: 1800,
  paymentStatus: 'Paid',
  items: [item],
} as unknown as Order;

describe('drops of an order line', () => {
  it('says how many the line held out for measuring and how many it mailed (issue 48)', () => {
    const held: OrderItem = {
      ...item,
      attributes: { Data: { ...item.attributes.Data!, holdout: { percent: 10, heldOut: 100, mailed: 900 } } },
    };
    renderWithProviders(<OrderDrops order={order} item={held} />);
    expect(screen.getByTestId('holdout-01')).toHaveTextContent(
      'Hold out for measuring: 100 held out, 900 mailed',
    );
  });

  it('shows each drop’s status, offers changes only past the lead time, and the phone instruction', () => {
    renderWithProviders(<OrderDrops order={order} item={item} />);
    const [first, second, third] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('In Production')).toBeInTheDocument();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Move drop 2' })).toBeInTheDocument();
    expect(within(third!).getByText('Canceled')).toBeInTheDocument();
    expect(within(third!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(notices.orderChangesByPhone);
    // No holdout: nothing said about one.
    expect(screen.queryByTestId('holdout-01')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(notices.supportHours);
  });

  it('shows a drop whose cancel is under way as Cancel Pending, not mailed and not changeable', () => {
    const drops = item.attributes.Data!.dropDetails!.mailingDetails;
    const pending: OrderItem = {
      ...item,
      attributes: {
        Data: {
          ...item.attributes.Data!,
          dropDetails: {
            ...item.attributes.Data!.dropDetails!,
            mailingDetails: [
              drops[0]!,
              { ...drops[1]!, cancelPending: { since: '2026-11-01T00:00:00Z', refund: 1800 } },
              drops[2]!,
            ],
          },
        },
      },
    };
    renderWithProviders(<OrderDrops order={order} item={pending} />);
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByText('Cancel Pending')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(within(second).getByText('—')).toBeInTheDocument();
  });

  it('offers at most what the line has left to give back', async () => {
    // The line paid $54.00 after discount and already got $45.00 back: $9.00 is left for drop 2.
    const user = userEvent.setup();
    renderWithProviders(<OrderDrops order={order} item={{ ...item, amountRefunded: 4500 }} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Drop 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel drop 2?' });
    expect(dialog).toHaveTextContent('$9.00 will be refunded to the card that paid for the order.');
  });

  it('states the refund before canceling and cancels the drop named', async () => {
    fakeApi.on(api.orders.cancelDrop, () => ({ order, refunded: 1800 }));
    const user = userEvent.setup();
    renderWithProviders(<OrderDrops order={order} item={item} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Drop 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel drop 2?' });
    expect(dialog).toHaveTextContent('$18.00 will be refunded to the card that paid for the order.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Drop' }));
    // Path parameters as the address carries them.
    await waitFor(() =>
      expect(fakeApi.requests(api.orders.cancelDrop).map((request) => request.params)).toEqual([
        { id: 'O1', itemId: '01', dropNumber: '2' },
      ]),
    );
  });

  it('makes the order list and the history read their rows again (a moved drop’s mailing date)', async () => {
    // The whole order, as the contract answers it (the client parses the answer).
    const answered: Order = {
      ...order,
      orderDate: '2026-11-01T00:00:00.000Z',
      orderStatus: 'Pending',
      total: 5400,
      additionalChargeTotal: 0,
      tax: 0,
      shipping: 0,
      shippingStatus: 1,
      shipMethod: { name: 'Mail', cost: 0 },
      shipments: [],
      isMultiShip: false,
      attributes: {},
    };
    fakeApi.on(api.orders.cancelDrop, () => ({ order: answered, refunded: 1800 }));
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<OrderDrops order={order} item={item} />);
    const rows = orderKeys.rows({ pageNumber: 1, pageSize: 50 });
    const history = orderKeys.history({ pageNumber: 1, pageSize: 10 });
    queryClient.setQueryData(rows, { results: [], totalCount: 0, pageNumber: 1, pageSize: 50 });
    queryClient.setQueryData(history, { results: [], totalCount: 0, pageNumber: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Cancel Drop 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel drop 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Drop' }));
    await waitFor(() => expect(queryClient.getQueryState(rows)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
  });
});
