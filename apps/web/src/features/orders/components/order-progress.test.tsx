import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { makeOrder } from '../../../testing';
import { inLanguage, inSinhalaAndTamil } from '../../../testing/languages';
import { OrderProgress } from './order-progress';

afterEach(cleanup);

describe('OrderProgress', () => {
  it('a dispatched delivery: the step, the courier and number, and the tracking link', () => {
    render(
      <OrderProgress
        order={makeOrder({
          status: 'dispatched',
          deliveryMethod: 'delivery',
          tracking: {
            courier: 'Domex',
            trackingNumber: 'DX-1',
            trackingUrl: 'https://domex.lk/t/DX-1',
          },
        })}
      />,
    );
    expect(screen.getByText('Dispatched: on its way')).toBeInTheDocument();
    expect(screen.getByText('Courier: Domex, tracking number DX-1')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Track your parcel' });
    expect(link).toHaveAttribute('href', 'https://domex.lk/t/DX-1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("a delivered pickup reads 'Collected'; a refund made is listed", () => {
    render(
      <OrderProgress
        order={makeOrder({
          status: 'delivered',
          deliveryMethod: 'pickup',
          refunds: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              amount: 1500,
              method: 'bank_transfer',
              reference: 'BOC-1',
              refundedOn: '2026-11-20',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('Collected')).toBeInTheDocument();
    expect(
      screen.getByText(/Refunded LKR\s?1,500\.00 by bank transfer on November 20, 2026/),
    ).toBeInTheDocument();
  });

  it('a pending order shows nothing more than its badge', () => {
    const { container } = render(<OrderProgress order={makeOrder({ status: 'pending' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OrderProgress in Sinhala and Tamil', () => {
  inSinhalaAndTamil(['orders']);
  const refunded = makeOrder({
    status: 'delivered',
    refunds: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        amount: 1500,
        method: 'bank_transfer',
        reference: 'BOC-1',
        refundedOn: '2026-11-20',
      },
    ],
  });

  it("writes a refund's day with the language's month name, as its mails do", () => {
    render(inLanguage('si', <OrderProgress order={refunded} />));
    expect(screen.getByText(/2026 නොවැම්බර් 20/)).toBeInTheDocument();
    cleanup();
    render(inLanguage('ta', <OrderProgress order={refunded} />));
    expect(screen.getByText(/20 நவம்பர் 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-20/)).not.toBeInTheDocument();
  });
});
