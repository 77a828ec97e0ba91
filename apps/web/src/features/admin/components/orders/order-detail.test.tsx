import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminOrder,
  ORDER_ID,
  renderWithProviders,
  type Request,
  stubApi,
  stubDialog,
} from '../../../../testing';
import { OrderDetail } from './order-detail';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

const GET = `GET /api/admin/orders/${ORDER_ID}`;
const PATCH = `PATCH /api/admin/orders/${ORDER_ID}/status`;
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

const moved = (request: Request) => ({
  status: 200,
  body: makeAdminOrder({ status: (request.body as { status: AdminOrder['status'] }).status }),
});
const open = () => renderWithProviders(<OrderDetail id={ORDER_ID} />, { path: '/admin' });

describe('OrderDetail', () => {
  it('shows the items with prices and promos, the customer, the total and the payments', async () => {
    stubApi({ [GET]: { status: 200, body: makeAdminOrder() } });
    open();
    expect(await screen.findByRole('heading', { name: /Order #A1B2C3D4/ })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent(/2 × LKR\s?27,000\.00/);
    expect(items).toHaveTextContent(/List price LKR\s?30,000\.00/);
    expect(items).toHaveTextContent('Promo SPECIAL10 (10% off)');
    expect(items).toHaveTextContent(/Savings on list prices\s*LKR\s?6,000\.00/);
    expect(items).toHaveTextContent(/Total\s*LKR\s?54,000\.00/);
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Nimal Perera');
    expect(customer).toHaveTextContent('12 Galle Road, Colombo, Sri Lanka 00300');
    const payments = screen.getByRole('table', { name: 'Payment attempts' });
    expect(payments).toHaveTextContent('Failed');
  });

  it('shows the delivery charge and the district it went to (issue #17)', async () => {
    const order = makeAdminOrder({ total: 55500, deliveryCharge: 1500 });
    order.customer = { ...order.customer, city: 'Point Pedro', district: 'Jaffna' };
    stubApi({ [GET]: { status: 200, body: order } });
    open();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent(/Delivery charge \(Jaffna\)\s*LKR\s?1,500\.00/);
    expect(items).toHaveTextContent(/Total\s*LKR\s?55,500\.00/);
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      '12 Galle Road, Point Pedro, Jaffna, Sri Lanka 00300',
    );
  });

  it('offers only the moves a pending order allows, and confirms it', async () => {
    const api = stubApi({ [GET]: { status: 200, body: makeAdminOrder() }, [PATCH]: moved });
    open();
    const actions = await screen.findByRole('region', { name: 'Status actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm order', 'Cancel order']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Confirm order' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order #A1B2C3D4 is now Confirmed.'),
    );
    expect(api.to(PATCH)[0]!.body).toEqual({ status: 'confirmed' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as dispatched', 'Mark as delivered', 'Cancel order']);
  });

  it('cancels only after saying the stock returns', async () => {
    const api = stubApi({ [GET]: { status: 200, body: makeAdminOrder() }, [PATCH]: moved });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #A1B2C3D4?' });
    expect(dialog).toHaveTextContent("The items' stock returns to the shop.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(api.to(PATCH)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    await vi.waitFor(() => expect(api.to(PATCH)[0]!.body).toEqual({ status: 'cancelled' }));
    expect(
      await screen.findByText('This order is cancelled: nothing more to do.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the move is refused", async () => {
    stubApi({
      [GET]: { status: 200, body: makeAdminOrder({ status: 'confirmed' }) },
      [PATCH]: { status: 409, body: { message: 'This order was already delivered.' } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'This order was already delivered.'),
    );
  });

  it('offers nothing for a delivered order', async () => {
    stubApi({ [GET]: { status: 200, body: makeAdminOrder({ status: 'delivered' }) } });
    open();
    const actions = await screen.findByRole('region', { name: 'Status actions' });
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a dispatch asks for the courier and a tracking number or link, and sends them', async () => {
    const api = stubApi({
      [GET]: {
        status: 200,
        body: makeAdminOrder({ status: 'confirmed', deliveryMethod: 'delivery' }),
      },
      [PATCH]: moved,
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as dispatched' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as dispatched' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    expect(within(dialog).getByText('Please enter the courier')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a tracking number or a tracking link'),
    ).toBeInTheDocument();
    expect(api.to(PATCH)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Courier'), 'Domex');
    await userEvent.type(within(dialog).getByLabelText('Tracking link'), 'ftp://domex.lk/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    expect(
      within(dialog).getByText('The tracking link must start with http:// or https://'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Tracking link'));
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'DX-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    await vi.waitFor(() =>
      expect(api.to(PATCH)[0]!.body).toEqual({
        status: 'dispatched',
        courier: 'Domex',
        trackingNumber: 'DX-1',
      }),
    );
  }, 30_000);
});
