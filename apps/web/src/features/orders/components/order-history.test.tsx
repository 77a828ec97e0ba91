import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUpAfterEach,
  makeOrders,
  renderWithProviders,
  stubApi,
  stubDialog,
} from '../../../testing';
import { OrderHistory } from './order-history';

const MINE = 'GET /api/auth/get-each-user-orders';

beforeAll(stubDialog);
beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', '{"email":"nimal@example.com"}');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
cleanUpAfterEach();

describe('OrderHistory', () => {
  it('sends a visitor to /login', async () => {
    localStorage.clear();
    const api = stubApi({ [MINE]: { status: 200, body: { orders: [] } } });
    renderWithProviders(<OrderHistory />, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the loading text, then the empty state', async () => {
    stubApi({ [MINE]: { status: 200, body: { orders: [] } } });
    renderWithProviders(<OrderHistory />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText('Your order history will appear here')).toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0 orders')).toBeInTheDocument();
  });

  it('asks the server for six orders at a time and scrolls to the top on a page change', async () => {
    const all = makeOrders(14);
    const api = stubApi({
      [MINE]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        const orders = all.slice((page - 1) * size, page * size);
        return { status: 200, body: { orders, page, pageSize: size, total: all.length } };
      },
    });
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByText('Showing 1-6 of 14 orders')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Order #00000013' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13-14 of 14 orders')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(api.to(MINE).map((r) => r.url.search)).toEqual([
      '?page=1&pageSize=6',
      '?page=3&pageSize=6',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { name: 'Order #00000007' })).toBeInTheDocument();
    expect(screen.getByText('Showing 7-12 of 14 orders')).toBeInTheDocument();
  });

  it('pages the whole list itself when the answer has no total', async () => {
    stubApi({ [MINE]: { status: 200, body: { orders: makeOrders(8) } } });
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByText('Showing 1-6 of 8 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 7-8 of 8 orders')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('opens the details of the chosen order', async () => {
    stubApi({ [MINE]: { status: 200, body: { orders: makeOrders(2) } } });
    renderWithProviders(<OrderHistory />);
    const card = await screen.findByRole('article', { name: 'Order #00000002' });
    await userEvent.click(within(card).getByRole('button', { name: /View Order Details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByText(/^00000002-/)).toBeInTheDocument();
  });

  it('says Refreshing... while it asks again', async () => {
    const api = stubApi({ [MINE]: { status: 200, body: { orders: makeOrders(1) } } });
    renderWithProviders(<OrderHistory />);
    await screen.findByText('Showing 1-1 of 1 order');
    let answer: (response: Response) => void = () => {};
    api.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ orders: makeOrders(3) })));
    expect(await screen.findByText('Showing 1-3 of 3 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('on a 401 says the session expired, forgets it and goes to /login after 2 seconds', async () => {
    stubApi({ [MINE]: { status: 401, body: { message: 'Unauthorized' } } });
    renderWithProviders(<OrderHistory />, { path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session expired. Please login again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in page' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows the server-error text after one more try', async () => {
    const api = stubApi({ [MINE]: { status: 500, body: { message: 'Internal' } } });
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Server error. Please contact support if this persists.',
    );
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the server message of another refusal', async () => {
    stubApi({ [MINE]: { status: 403, body: { message: 'Your account is locked.' } } });
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked.');
  });
});
