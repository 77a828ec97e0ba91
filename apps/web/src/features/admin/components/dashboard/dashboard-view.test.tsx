import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asStaffInEachTest,
  makeDashboard,
  ORDER_ID,
  PRODUCT_ID,
  renderWithProviders,
  stubApi,
} from '../../../../testing';
import { DashboardView } from './dashboard-view';

asStaffInEachTest();

describe('DashboardView', () => {
  it('shows sales, waiting orders, low stock and unread messages with links', async () => {
    stubApi({ 'GET /api/admin/dashboard': { status: 200, body: makeDashboard() } });
    renderWithProviders(<DashboardView />, { path: '/admin' });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent(/LKR\s?150,000\.00/);
    expect(today).toHaveTextContent('3 orders');
    expect(screen.getByRole('region', { name: 'This month' })).toHaveTextContent('41 orders');

    const waiting = screen.getByRole('region', { name: 'Orders waiting' });
    expect(waiting).toHaveTextContent('6');
    expect(within(waiting).getByRole('link', { name: '4 pending' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending',
    );
    expect(within(waiting).getByRole('link', { name: '2 confirmed' })).toHaveAttribute(
      'href',
      '/admin/orders?status=confirmed',
    );

    const low = screen.getByRole('region', { name: /Low stock/ });
    expect(within(low).getByRole('link', { name: 'Shure SM58' })).toHaveAttribute(
      'href',
      `/admin/products/${PRODUCT_ID}`,
    );
    expect(within(low).getByText('Low Stock (2 items left)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unread messages' })).toHaveTextContent('5');
    expect(screen.getByText('No refunds are due.')).toBeInTheDocument();
  });

  it('lists refunds due with their order', async () => {
    const refund = {
      paymentId: '9c0e2c4e-0000-4000-8000-000000000009',
      orderId: ORDER_ID,
      amount: 54000,
      provider: 'koko',
      createdAt: '2025-03-14T10:00:00.000Z',
    };
    stubApi({
      'GET /api/admin/dashboard': { status: 200, body: makeDashboard({ refundsDue: [refund] }) },
    });
    renderWithProviders(<DashboardView />, { path: '/admin' });
    const refunds = await screen.findByRole('region', { name: 'Refunds due' });
    expect(within(refunds).getByRole('link', { name: 'Order #A1B2C3D4' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(refunds).toHaveTextContent('KOKO');
  });

  it('offers a retry when loading fails', async () => {
    const api = stubApi({ 'GET /api/admin/dashboard': { status: 500, body: { message: 'Down' } } });
    renderWithProviders(<DashboardView />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
  });
});
