import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ORDER_ID, renderWithProviders, stubApi } from '../../../testing';
import { PaymentResponseRedirect } from './payment-response-redirect';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('verifies a transaction and replaces itself with the success page', async () => {
  localStorage.setItem('token', 'tok');
  const api = stubApi({
    'GET /api/payment/status/ref-1': {
      status: 200,
      body: { status: 'SUCCESS', orderId: ORDER_ID },
    },
  });
  const { router, location } = renderWithProviders(<PaymentResponseRedirect />, {
    path: '/payment/response?status=SUCCESS&transaction_ref=ref-1',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Processing Payment');
  expect(screen.getByText('Please wait while we verify your payment...')).toBeInTheDocument();

  expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
  expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(api.to('GET /api/payment/status/ref-1')[0]?.headers.authorization).toBeUndefined();
});

it('sends a declined payment to the failed page with its message and order', async () => {
  stubApi({
    'GET /api/payment/status/ref-2': { status: 200, body: { status: 'FAILED', orderId: ORDER_ID } },
  });
  const { location } = renderWithProviders(<PaymentResponseRedirect />, {
    path: `/payment/response?status=FAILED&message=Card+declined&order_id=${ORDER_ID}&transaction_ref=ref-2`,
  });
  expect(await screen.findByRole('heading', { name: 'Failed page' })).toBeInTheDocument();
  expect(location()).toBe(`/payment/failed?message=Card+declined&orderId=${ORDER_ID}`);
});

it('reads a failed status lookup as a processing error', async () => {
  stubApi({ 'GET /api/payment/status/ref-3': { status: 404, body: { message: 'Unknown' } } });
  const { location } = renderWithProviders(<PaymentResponseRedirect />, {
    path: '/payment/response?transaction_ref=ref-3',
  });
  expect(await screen.findByRole('heading', { name: 'Failed page' })).toBeInTheDocument();
  expect(location()).toBe('/payment/failed?message=Payment+processing+error');
});
