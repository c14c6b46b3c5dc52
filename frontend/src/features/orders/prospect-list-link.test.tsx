import type { OrderItem } from '@msc/shared/model/order';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render';
import { ProspectListLink } from './prospect-list-link';

const item = (prospectList?: OrderItem['prospectList']): OrderItem => ({
  id: 'ITEM1',
  product: { id: 'P1', name: 'Prospect Letter', itemNumber: 'AP-1', unitPrice: 48 },
  quantity: 300,
  status: 'Pending',
  attributes: {},
  prospectList,
});

describe('prospect list link of an order item', () => {
  it('links to the list with its days left, urgent under 10 days', () => {
    renderWithProviders(
      <>
        <ProspectListLink orderId="O1" item={item({ listExpirationDate: '2027-01-24', daysLeft: 9 })} />
        <ProspectListLink orderId="O2" item={item({ listExpirationDate: '2027-01-24', daysLeft: 10 })} />
      </>,
    );
    const urgent = screen.getByRole('link', { name: 'Prospect List (9 days left)' });
    expect(urgent).toHaveAttribute('href', '/account/order/O1/prospect-list/ITEM1');
    expect(urgent).toHaveAttribute('data-urgent', 'true');
    expect(screen.getByRole('link', { name: 'Prospect List (10 days left)' })).not.toHaveAttribute(
      'data-urgent',
    );
  });

  it('shows nothing once the server no longer offers the list', () => {
    renderWithProviders(<ProspectListLink orderId="O1" item={item()} />);
    expect(screen.queryByRole('link', { name: /Prospect List/ })).toBeNull();
  });
});
