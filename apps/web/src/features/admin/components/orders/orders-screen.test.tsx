import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaffInEachTest, makeAdminOrder, ORDER_ID, renderWithApi } from '../../../../testing';
import { OrdersScreen } from './orders-screen';

asStaffInEachTest();

const GET = 'GET /api/admin/orders';
const page = (overrides = {}) => ({
  items: [makeAdminOrder()],
  total: 1,
  totalIsCapped: false,
  next: null,
  prev: null,
  ...overrides,
});
const answer = { status: 200, body: page() };

describe('OrdersScreen', () => {
  it('lists orders with number, customer, total, methods and status', async () => {
    renderWithApi(<OrdersScreen />, { [GET]: answer }, { path: '/admin/orders' });
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
    const { api } = renderWithApi(
      <OrdersScreen />,
      { [GET]: answer },
      { path: '/admin/orders?status=pending' },
    );
    await screen.findByRole('table', { name: 'Orders' });
    const last = () => Object.fromEntries(api.requests.at(-1)!.url.searchParams);
    expect(last()).toEqual({ status: 'pending', pageSize: '20' });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'delivered' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'perera{Enter}');
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'delivered', q: 'perera' }));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await vi.waitFor(() => expect(last()).toEqual({ q: 'perera', pageSize: '20' }));
  });

  it('shows each order as a card for a phone: reference, name, phone, city, total, status, date', async () => {
    renderWithApi(<OrdersScreen />, { [GET]: answer }, { path: '/admin/orders' });
    const cards = await screen.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByRole('link', { name: /#A1B2C3D4/ });
    expect(card).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
    for (const text of ['Nimal Perera', '+94 77 123 4567', 'Colombo', 'Pending', 'March 14, 2025'])
      expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent(/LKR\s?54,000\.00/);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Phone', 'City']));
  });

  it(
    'filters by payment, delivery and the days placed, kept in the URL',
    { timeout: 30_000 },
    async () => {
      const { api, location } = renderWithApi(
        <OrdersScreen />,
        { [GET]: answer },
        { path: '/admin/orders' },
      );
      await screen.findByRole('table', { name: 'Orders' });
      const last = () => Object.fromEntries(api.requests.at(-1)!.url.searchParams);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'KOKO');
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Delivery' }),
        'Store Pickup',
      );
      await userEvent.type(screen.getByLabelText('Placed from'), '2026-03-01');
      await userEvent.type(screen.getByLabelText('Placed to'), '2026-03-31');
      await vi.waitFor(() =>
        expect(last()).toEqual({
          paymentMethod: 'koko',
          deliveryMethod: 'pickup',
          from: '2026-03-01',
          to: '2026-03-31',
          pageSize: '20',
        }),
      );
      expect(location()).toContain('paymentMethod=koko');
    },
  );

  it('says so when nothing matches', async () => {
    renderWithApi(
      <OrdersScreen />,
      { [GET]: { status: 200, body: page({ items: [], total: 0 }) } },
      { path: '/admin/orders' },
    );
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0 orders')).toBeInTheDocument();
  });

  it('pages by cursor through a capped count, and a new filter starts again', async () => {
    const twenty = Array.from({ length: 20 }, () => makeAdminOrder());
    const { api, location } = renderWithApi(
      <OrdersScreen />,
      {
        [GET]: ({ url }) => {
          const p = url.searchParams;
          const body = p.get('after')
            ? page({ items: twenty, next: 'C40', prev: 'C21' })
            : page({ items: twenty, next: 'C20', prev: p.get('before') ? 'C1' : null });
          return { status: 200, body: { ...body, total: 10_000, totalIsCapped: true } };
        },
      },
      {
        path: '/admin/orders?status=confirmed',
      },
    );
    expect(await screen.findByText('Showing 1–20 of 10,000+ orders')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 10,000+ orders')).toBeInTheDocument();
    const last = () => Object.fromEntries(api.requests.at(-1)!.url.searchParams);
    expect(last()).toEqual({ status: 'confirmed', after: 'C20', pageSize: '20' });
    expect(location()).toBe('/admin/orders?status=confirmed&page=2&after=C20');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 500+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() =>
      expect(last()).toEqual({ status: 'confirmed', before: 'C21', pageSize: '20' }),
    );
    expect(await screen.findByText('Page 2 of 500+')).toBeInTheDocument();

    // Back to page 1 is the newest page, with no cursor.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(location()).toBe('/admin/orders?status=confirmed'));
    expect(await screen.findByText('Page 1 of 500+')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 500+');
    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    await vi.waitFor(() => expect(location()).toBe('/admin/orders?status=delivered'));
    await vi.waitFor(() => expect(last()).toEqual({ status: 'delivered', pageSize: '20' }));
    // Many clicks over pages drawn twice (cards and table): longer than the default 5 s under load.
  }, 30_000);

  it("shows the server's message for a search it refuses", async () => {
    const message =
      'Search with at least 3 letters or digits in a row: a word of the name or e-mail, or the start of the order number.';
    renderWithApi(
      <OrdersScreen />,
      { [GET]: { status: 400, body: { message, code: 'invalid' } } },
      { path: '/admin/orders?q=ab' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
