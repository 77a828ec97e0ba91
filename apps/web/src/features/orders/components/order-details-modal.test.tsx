import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@avstore/core';
import { makeItem, makeOrder, stubDialog } from '../../../testing';
import { OrderDetailsModal } from './order-details-modal';

afterEach(cleanup);

beforeAll(stubDialog);

const promoItem = makeItem({
  name: 'JBL EON715 Speaker',
  category: 'Active Speakers',
  quantity: 2,
  price: 27000,
  originalPrice: 30000,
  appliedPromoCode: 'SAVE10',
  promoDiscount: 10,
});

describe('OrderDetailsModal', () => {
  it('shows the facts, customer, items, promotions and total', () => {
    const base = makeOrder();
    const order = makeOrder({
      status: 'delivered',
      items: [promoItem, makeItem()],
      total: 84000,
      customer: {
        ...base.customer,
        promoCodeList: [{ promoCode: 'SAVE10', productId: 'abcdef12-3456-4789-8abc-def012345678' }],
      },
    });
    render(<OrderDetailsModal order={order} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    const d = within(dialog);
    expect(d.getByText(order.id)).toBeInTheDocument();
    expect(d.getByText(formatDateTime(order.createdAt))).toBeInTheDocument();
    expect(d.getByText('Delivered')).toBeInTheDocument();
    expect(d.getByText('Card')).toBeInTheDocument();
    expect(d.getByText('Delivery')).toBeInTheDocument();
    expect(d.getByText('Nimal Perera')).toBeInTheDocument();
    expect(d.getByText('nimal@example.com')).toBeInTheDocument();
    expect(d.getByText('+94 77 123 4567')).toBeInTheDocument();
    expect(d.getByText('12 Galle Road, Colombo, Sri Lanka 00300')).toBeInTheDocument();

    const speaker = d.getByRole('heading', { name: 'JBL EON715 Speaker' }).closest('li')!;
    const line = within(speaker);
    expect(line.getByRole('img', { name: 'JBL EON715 Speaker' })).toBeInTheDocument();
    expect(line.getByText('Active Speakers')).toBeInTheDocument();
    expect(line.getByText('Qty: 2')).toBeInTheDocument();
    expect(line.getByText('Promo SAVE10 (10% off)')).toBeInTheDocument();
    expect(line.getByText('Rs. 30,000')).toHaveClass('line-through');
    expect(line.getByText('Rs. 27,000 Each')).toBeInTheDocument();

    const mixer = within(d.getByRole('heading', { name: 'Yamaha MG10XU Mixer' }).closest('li')!);
    expect(mixer.getByText('Rs. 30,000 Each')).toBeInTheDocument();
    expect(mixer.queryByText(/^Was/)).not.toBeInTheDocument();
    expect(mixer.queryByText(/Promo/)).not.toBeInTheDocument();

    const promos = d.getByRole('heading', { name: 'Applied Promotions' }).parentElement!;
    expect(within(promos).getByText('abcdef12')).toBeInTheDocument();
    expect(d.getByText('Total Amount')).toBeInTheDocument();
    expect(d.getByText('Rs. 84,000')).toBeInTheDocument();
  });

  it('leaves out Applied Promotions when the customer used none', () => {
    render(<OrderDetailsModal order={makeOrder()} onClose={() => {}} />);
    expect(screen.queryByRole('heading', { name: 'Applied Promotions' })).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const onClose = vi.fn();
    render(<OrderDetailsModal order={makeOrder()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing visible without an order', () => {
    render(<OrderDetailsModal order={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the delivery charge above the total, and the district in the address (issue #17)', () => {
    const base = makeOrder();
    const order = makeOrder({
      total: 61500,
      deliveryCharge: 1500,
      customer: { ...base.customer, city: 'Point Pedro', district: 'Jaffna', zipCode: '' },
    });
    render(<OrderDetailsModal order={order} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(dialog).toHaveTextContent(/Delivery charge\s*Rs\. 1,500\s*Total Amount\s*Rs\. 61,500/);
    expect(
      within(dialog).getByText('12 Galle Road, Point Pedro, Jaffna, Sri Lanka'),
    ).toBeInTheDocument();
  });

  it('shows no delivery charge for a pickup', () => {
    render(
      <OrderDetailsModal order={makeOrder({ deliveryMethod: 'pickup' })} onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Order Details' })).not.toHaveTextContent(
      'Delivery charge',
    );
  });
});
