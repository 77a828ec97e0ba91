import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_TRANSFER_MESSAGES, type PaymentSlip } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminOrder,
  ORDER_ID,
  renderWithProviders,
  stubApi,
  stubDialog,
} from '../../../../testing';
import { OrderDetail } from './order-detail';
import { WaitingSlips } from './waiting-slips';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

const SLIP_ID = '5a1b0000-0000-4000-8000-000000000001';
const ORDER = `GET /api/admin/orders/${ORDER_ID}`;
const SLIPS = `GET /api/orders/${ORDER_ID}/payment-slips`;
const VERIFY = `POST /api/admin/orders/${ORDER_ID}/payment-slips/${SLIP_ID}/verify`;
const REJECT = `POST /api/admin/orders/${ORDER_ID}/payment-slips/${SLIP_ID}/reject`;

const bankOrder = makeAdminOrder({
  paymentMethod: 'bank_transfer',
  status: 'pending',
  total: 48500,
  payments: [],
});
const slip = (overrides: Partial<PaymentSlip> = {}): PaymentSlip => ({
  id: SLIP_ID,
  status: 'waiting',
  fileName: 'boc-slip.jpg',
  contentType: 'image/jpeg',
  size: 2.5 * 1024 * 1024,
  reason: '',
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const open = () => renderWithProviders(<OrderDetail id={ORDER_ID} />, { path: '/admin' });
const section = () => screen.findByRole('region', { name: 'Payment slips' });

describe('a bank-transfer order in the back office', () => {
  it('lists its slips with the amount and reference to look for, and shows a picture slip', async () => {
    stubApi({
      [ORDER]: { status: 200, body: bankOrder },
      [SLIPS]: { status: 200, body: { slips: [slip()] } },
      [`GET /api/orders/${ORDER_ID}/payment-slips/${SLIP_ID}/file`]: { status: 200, body: 'jpeg' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => {} }),
    );
    open();
    const slips = await section();
    expect(slips).toHaveTextContent(/Bank transfer of LKR\s48,500\.00 with the reference A1B2C3D4/);
    const item = await within(slips).findByRole('listitem');
    expect(item).toHaveTextContent('boc-slip.jpg');
    expect(item).toHaveTextContent('2.5 MB');
    expect(item).toHaveTextContent('Being checked');

    await userEvent.click(within(item).getByRole('button', { name: 'Open boc-slip.jpg' }));
    const preview = await screen.findByRole('dialog', { name: 'boc-slip.jpg' });
    expect(within(preview).getByRole('img', { name: 'Payment slip boc-slip.jpg' })).toHaveAttribute(
      'src',
      'blob:slip',
    );
  });

  it('verifies a slip after asking, and the order moves on', async () => {
    const api = stubApi({
      [ORDER]: [
        { status: 200, body: bankOrder },
        { status: 200, body: { ...bankOrder, status: 'confirmed' } },
      ],
      [SLIPS]: { status: 200, body: { slips: [slip()] } },
      [VERIFY]: { status: 200, body: { slips: [slip({ status: 'verified' })] } },
    });
    open();
    const slips = await section();
    await userEvent.click(await within(slips).findByRole('button', { name: 'Verify payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify this payment?' });
    expect(dialog).toHaveTextContent(
      /Verify only once LKR\s48,500\.00 with the reference A1B2C3D4/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));

    expect(await within(slips).findByText('Verified')).toBeInTheDocument();
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(within(slips).queryByRole('button', { name: 'Verify payment' })).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Payment verified: the order is confirmed and the customer mailed.',
    );
    await vi.waitFor(() => expect(api.to(ORDER).length).toBeGreaterThanOrEqual(2));
  });

  it('rejects a slip only with a reason, which it sends', async () => {
    const api = stubApi({
      [ORDER]: { status: 200, body: bankOrder },
      [SLIPS]: { status: 200, body: { slips: [slip()] } },
      [REJECT]: {
        status: 200,
        body: { slips: [slip({ status: 'rejected', reason: 'The amount is short.' })] },
      },
    });
    open();
    const slips = await section();
    await userEvent.click(await within(slips).findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this slip' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject slip' }));
    expect(within(dialog).getByLabelText('Reason the customer reads')).toHaveAccessibleDescription(
      expect.stringContaining(BANK_TRANSFER_MESSAGES.reasonRequired),
    );
    expect(api.to(REJECT)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText('Reason the customer reads'),
      'The amount is short.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject slip' }));
    expect(await within(slips).findByText('Reason: The amount is short.')).toBeInTheDocument();
    expect(api.to(REJECT)[0]?.body).toEqual({ reason: 'The amount is short.' });
  });

  it('has no slips section for an order paid another way', async () => {
    stubApi({ [ORDER]: { status: 200, body: makeAdminOrder() } });
    open();
    await screen.findByRole('heading', { name: /Order #A1B2C3D4/ });
    expect(screen.queryByRole('region', { name: 'Payment slips' })).not.toBeInTheDocument();
  });
});

describe('the slips waiting for the shop', () => {
  it('are listed above the orders, each linking to its order', async () => {
    stubApi({
      'GET /api/admin/payment-slips': {
        status: 200,
        body: {
          items: [
            {
              ...slip(),
              orderId: ORDER_ID,
              reference: 'A1B2C3D4',
              customerName: 'Nimal Perera',
              total: 48500,
              orderCreatedAt: '2026-11-20T04:30:00.000Z',
            },
          ],
        },
      },
    });
    renderWithProviders(<WaitingSlips />, { path: '/admin/orders' });
    const list = await screen.findByRole('region', { name: 'Payment slips to check (1)' });
    expect(within(list).getByRole('link', { name: '#A1B2C3D4' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(list).toHaveTextContent('Nimal Perera');
    expect(list).toHaveTextContent(/LKR\s48,500\.00/);
  });
});
