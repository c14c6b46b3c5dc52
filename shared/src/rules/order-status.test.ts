import { describe, expect, it } from 'vitest';
import {
  customDownloadStatus,
  orderItemStatusLabel,
  orderStatusLabel,
  shippingStatusLabel,
} from './order-status';

describe('order status display', () => {
  it('names the status codes', () => {
    expect(orderStatusLabel(1)).toBe('Pending');
    expect(orderStatusLabel(2)).toBe('In Progress');
    expect(orderStatusLabel(99)).toBe('Canceled');
    expect(orderStatusLabel(100)).toBe('Completed');
    expect(orderStatusLabel(7)).toBe('');
    expect(orderStatusLabel(7, 'Other')).toBe('Other');
  });

  it('shows Delivered items as SHIPPED', () => {
    expect(orderItemStatusLabel('Delivered')).toBe('SHIPPED');
    expect(orderItemStatusLabel('Pending')).toBe('Pending');
    expect(orderItemStatusLabel(undefined)).toBe('');
  });

  it('marks a custom download Complete only with an order id', () => {
    expect(customDownloadStatus({ pageFlexOrderId: 'PF-1' })).toBe('Complete');
    expect(customDownloadStatus({ pageFlexOrderId: '' })).toBe('Incomplete');
    expect(customDownloadStatus({})).toBe('Incomplete');
  });
});

describe('shippingStatusLabel', () => {
  it('names the shipping filter values', () => {
    expect(shippingStatusLabel(100)).toBe('Shipped');
    expect(shippingStatusLabel(1)).toBe('Not Shipped');
    expect(shippingStatusLabel(2)).toBe('Partially Shipped');
    expect(shippingStatusLabel(7)).toBe('');
  });
});
