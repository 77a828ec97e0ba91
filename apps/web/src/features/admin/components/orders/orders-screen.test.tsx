import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asStaffInEachTest,
  makeAdminOrder,
  ORDER_ID,
  renderWithProviders,
  stubApi,
} from '../../../../testing';
import { OrdersScreen } from './orders-screen';

asStaffInEachTest();

const GET = 'GET /api/admin/orders';
const answer = { status: 200, body: { items: [makeAdminOrder()], total: 1 } };

describe('OrdersScreen', () => {
  it('lists orders with number, customer, total, methods and status', async () => {
    stubApi({ [GET]: answer });
    renderWithProviders(<OrdersScreen />, { path: '/admin/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '#A1B2C3D4' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(row).toHaveTextContent('Nimal Perera');
    expect(row).toHaveTextContent('nimal@example.com');
    expect(row).toHaveTextContent(/LKR\s?54,000\.00/);
    expect(row).toHaveTextContent('Card / Delivery');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('March 14, 2025');
  });

  it('filters by the status in the URL, by tab and by search', async () => {
    const api = stubApi({ [GET]: answer });
    renderWithProviders(<OrdersScreen />, { path: '/admin/orders?status=pending' });
    await screen.findByRole('table', { name: 'Orders' });
    const last = () => Object.fromEntries(api.requests.at(-1)!.url.searchParams);
    expect(last()).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'delivered' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'perera{Enter}');
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'delivered', q: 'perera' }));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await vi.waitFor(() => expect(last()).toEqual({ q: 'perera', page: '1', pageSize: '20' }));
  });

  it('says so when nothing matches', async () => {
    stubApi({ [GET]: { status: 200, body: { items: [], total: 0 } } });
    renderWithProviders(<OrdersScreen />, { path: '/admin/orders' });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0 orders')).toBeInTheDocument();
  });
});
