import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ORDER_ID, renderWithProviders } from '../../../testing';
import { PaymentFailedCard } from './payment-failed-card';

afterEach(cleanup);

it('shows the message, the order reference and a way to pay again', () => {
  renderWithProviders(
    <PaymentFailedCard
      message="Checkout.js not loaded properly"
      orderId={ORDER_ID}
      supportEmail="help@shop.lk"
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  expect(
    screen.getByText("We couldn't process your payment. Please try again."),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Checkout.js not loaded properly');
  expect(screen.getByRole('heading', { name: 'Order Reference' })).toBeInTheDocument();
  expect(screen.getByText(ORDER_ID)).toBeInTheDocument();
  expect(screen.getByText(/keep this reference/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute(
    'href',
    `/checkout?orderId=${ORDER_ID}`,
  );
  expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  expect(screen.getByRole('link', { name: 'help@shop.lk' })).toHaveAttribute(
    'href',
    'mailto:help@shop.lk',
  );
});

it('falls back to the default message and offers no retry without an order', () => {
  renderWithProviders(<PaymentFailedCard message={null} orderId={null} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Payment processing failed');
  expect(screen.queryByText('Order Reference')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Try Payment Again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@example.com' })).toBeInTheDocument();
});
