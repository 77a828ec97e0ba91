import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@avstore/core';
import { makeItem, makeOrder } from '../../../testing';
import { OrderCard } from './order-card';

afterEach(cleanup);

function renderCard(order = makeOrder(), position = 1, onViewDetails = vi.fn()) {
  render(
    <ul>
      <OrderCard order={order} position={position} onViewDetails={onViewDetails} />
    </ul>,
  );
  return onViewDetails;
}

describe('OrderCard', () => {
  it('shows number, status, date, total, item count and methods', () => {
    const order = makeOrder({
      status: 'confirmed',
      total: 1234567,
      paymentMethod: 'koko',
      deliveryMethod: 'pickup',
      items: [makeItem({ quantity: 2 }), makeItem({ quantity: 1 })],
    });
    renderCard(order);
    const card = screen.getByRole('article', { name: 'Order #A1B2C3D4' });
    expect(within(card).getByRole('heading', { name: 'Order #A1B2C3D4' })).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(card).getByText(formatDateTime(order.createdAt))).toBeInTheDocument();
    expect(within(card).getByText('Rs. 1,234,567')).toBeInTheDocument();
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByText('KOKO')).toBeInTheDocument();
    expect(within(card).getByText('Store Pickup')).toBeInTheDocument();
  });

  it('shows the delivery charge an order paid, and none for one without (issue #17)', () => {
    renderCard(makeOrder({ total: 61500, deliveryCharge: 1500 }));
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/Delivery charge\s*Rs\. 1,500/);
    expect(card).toHaveTextContent(/Total\s*Rs\. 61,500/);
    cleanup();
    renderCard(makeOrder());
    expect(screen.getByRole('article')).not.toHaveTextContent('Delivery charge');
  });

  it('falls back to the list position without an id, and to Unknown without a status', () => {
    renderCard(makeOrder({ id: '', status: undefined as never }), 7);
    expect(screen.getByRole('heading', { name: 'Order #7' })).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toHaveAttribute('data-tone', 'grey');
  });

  it('asks for the details of its order', async () => {
    const order = makeOrder();
    const onViewDetails = renderCard(order);
    await userEvent.click(screen.getByRole('button', { name: /View Order Details/ }));
    expect(onViewDetails).toHaveBeenCalledWith(order);
  });
});
