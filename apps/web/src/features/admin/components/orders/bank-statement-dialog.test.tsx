import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_CONFIRMATION_MESSAGES, type AdminOrder } from '@avstore/core';
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
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

const ORDER = `GET /api/admin/orders/${ORDER_ID}`;
const SLIPS = `GET /api/orders/${ORDER_ID}/payment-slips`;
const PATCH = `PATCH /api/admin/orders/${ORDER_ID}/status`;

const bankOrder = (overrides: Partial<AdminOrder> = {}) =>
  makeAdminOrder({ paymentMethod: 'bank_transfer', status: 'pending', payments: [], ...overrides });
const moved = (request: Request) => ({
  status: 200,
  body: bankOrder({ status: (request.body as { status: AdminOrder['status'] }).status }),
});
const open = () => renderWithProviders(<OrderDetail id={ORDER_ID} />, { path: '/admin' });
const confirmButton = async () =>
  within(await screen.findByRole('region', { name: 'Status actions' })).getByRole('button', {
    name: 'Confirm order',
  });

describe('confirming a bank transfer by hand (issue #28)', { timeout: 20_000 }, () => {
  it('says to verify the slip, and confirms only with the reference on the bank statement', async () => {
    const api = stubApi({
      [ORDER]: { status: 200, body: bankOrder() },
      [SLIPS]: { status: 200, body: { slips: [] } },
      [PATCH]: moved,
    });
    open();
    await userEvent.click(await confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm a bank transfer' });
    expect(dialog).toHaveTextContent(BANK_CONFIRMATION_MESSAGES.verifySlip);
    expect(dialog).toHaveTextContent(/LKR\s?54,000\.00 with the reference A1B2C3D4/);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Record payment and confirm' }),
    );
    const field = within(dialog).getByLabelText('Reference on the bank statement');
    expect(field).toHaveAccessibleDescription(BANK_CONFIRMATION_MESSAGES.referenceRequired);
    expect(api.to(PATCH)).toHaveLength(0);

    await userEvent.type(field, '  CEFT 884312 ');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Record payment and confirm' }),
    );
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order #A1B2C3D4 is now Confirmed.'),
    );
    expect(api.to(PATCH)[0]!.body).toEqual({
      status: 'confirmed',
      statementReference: 'CEFT 884312',
    });
  });

  it("shows the server's refusal to confirm it", async () => {
    // The slip was verified meanwhile in another tab: the page still shows it unpaid.
    stubApi({
      [ORDER]: { status: 200, body: bankOrder() },
      [SLIPS]: { status: 200, body: { slips: [] } },
      [PATCH]: {
        status: 409,
        body: { message: 'An order that is confirmed cannot become confirmed.' },
      },
    });
    open();
    await userEvent.click(await confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm a bank transfer' });
    await userEvent.type(
      within(dialog).getByLabelText('Reference on the bank statement'),
      'CEFT 1',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Record payment and confirm' }),
    );
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'An order that is confirmed cannot become confirmed.',
      ),
    );
  });

  it('confirms a bank transfer already received without asking', async () => {
    const paid = bankOrder({
      payments: [
        {
          id: 'p1',
          provider: 'bank_transfer',
          status: 'succeeded',
          amount: 54000,
          createdAt: '2026-11-20T06:00:00.000Z',
        },
      ],
    });
    const api = stubApi({
      [ORDER]: { status: 200, body: paid },
      [SLIPS]: { status: 200, body: { slips: [] } },
      [PATCH]: moved,
    });
    open();
    await userEvent.click(await confirmButton());
    await vi.waitFor(() => expect(api.to(PATCH)[0]!.body).toEqual({ status: 'confirmed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
