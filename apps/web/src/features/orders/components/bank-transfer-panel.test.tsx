import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_TRANSFER_MESSAGES, formatDateTime, type PaymentSlip } from '@avstore/core';
import {
  makeOrder,
  makePublicConfig,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
  stubUploads,
} from '../../../testing';
import BankTransferPanel from './bank-transfer-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const BANK = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};
const SLIPS = `GET /api/orders/${ORDER_ID}/payment-slips`;
const order = makeOrder({
  paymentMethod: 'bank_transfer',
  status: 'pending',
  total: 48500,
  createdAt: '2026-11-20T04:30:00.000Z',
});
const slip = (overrides: Partial<PaymentSlip> = {}): PaymentSlip => ({
  id: '5a1b0000-0000-4000-8000-000000000001',
  status: 'waiting',
  fileName: 'slip.jpg',
  contentType: 'image/jpeg',
  size: 120_000,
  reason: '',
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const api = (slips: PaymentSlip[] | PaymentSlip[][] = []) =>
  stubApi({
    'GET /api/config': { status: 200, body: makePublicConfig({ bank: BANK }) },
    [SLIPS]: (Array.isArray(slips[0]) ? (slips as PaymentSlip[][]) : [slips as PaymentSlip[]]).map(
      (list) => ({ status: 200, body: { slips: list } }),
    ),
  });

describe('BankTransferPanel', () => {
  it('says what to do next: the amount, the account, the reference and until when it is held', async () => {
    signIn();
    api();
    renderWithProviders(<BankTransferPanel order={order} />);
    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    const steps = within(panel).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/Transfer LKR\s48,500\.00 to our account below\./);
    expect(steps[1]).toHaveTextContent('Quote A1B2C3D4 as the reference');
    expect(steps[2]).toHaveTextContent('Upload the payment slip here.');
    expect(await within(panel).findByText('1000 2345 6789')).toBeInTheDocument();
    expect(within(panel).getByText('Kollupitiya')).toBeInTheDocument();
    // In the steps, and beside the account.
    expect(within(panel).getAllByText('A1B2C3D4')).toHaveLength(2);
    const until = formatDateTime(Date.parse(order.createdAt) + 3 * 24 * 3_600_000);
    expect(panel).toHaveTextContent(`We hold your items until ${until}`);
  });

  it('checks the file before sending it, then sends it and lists it as being checked', async () => {
    signIn();
    const calls = api([[], [slip()]]);
    const uploads = stubUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<BankTransferPanel order={order} />);
    const input = await screen.findByLabelText('Payment slip');

    await user.upload(input, new File(['paid'], 'slip.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BANK_TRANSFER_MESSAGES.slipType);
    expect(uploads).toHaveLength(0);

    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'slip.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload slip' }));
    expect(uploads[0]).toMatchObject({
      method: 'POST',
      url: `/api/orders/${ORDER_ID}/payment-slips`,
    });
    expect(uploads[0]!.headers.authorization).toBe('Bearer tok');
    act(() => uploads[0]!.progress(1, 2));
    expect(screen.getByRole('button', { name: 'Uploading... 50%' })).toBeDisabled();
    act(() => uploads[0]!.respond(201, slip()));
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    expect(calls.to(SLIPS).length).toBeGreaterThanOrEqual(2);
    // The upload's thanks, once: the panel's own word on a slip being checked waits for the next visit.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you: we have your slip. We confirm your order once we have checked it.',
    );
    expect(screen.queryByText(/are checking that the money has arrived/)).not.toBeInTheDocument();
  });

  it('on a later visit, says a slip sent is being checked', async () => {
    signIn();
    api([slip()]);
    renderWithProviders(<BankTransferPanel order={order} />);
    expect(
      await screen.findByText(
        'We have your slip and are checking that the money has arrived; your items stay held meanwhile.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We hold your items until/)).not.toBeInTheDocument();
    // Another may still be sent.
    expect(screen.getByRole('button', { name: 'Upload slip' })).toBeInTheDocument();
  });

  it("shows the shop's reason for a slip it did not accept", async () => {
    signIn();
    api([slip({ status: 'rejected', reason: 'The amount is short by LKR 500.00.' })]);
    renderWithProviders(<BankTransferPanel order={order} />);
    expect(await screen.findByText('Not accepted')).toBeInTheDocument();
    expect(screen.getByText('Reason: The amount is short by LKR 500.00.')).toBeInTheDocument();
    // Another may be sent.
    expect(screen.getByRole('button', { name: 'Upload slip' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to send the slip, and lists none', async () => {
    const calls = api();
    renderWithProviders(<BankTransferPanel order={order} />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Payment slip')).not.toBeInTheDocument();
    await screen.findByText('1000 2345 6789');
    expect(calls.to(SLIPS)).toHaveLength(0);
  });

  it('once verified, says the payment was received', async () => {
    signIn();
    api([slip({ status: 'verified' })]);
    renderWithProviders(<BankTransferPanel order={{ ...order, status: 'confirmed' }} />);
    expect(
      await screen.findByText('We have received your payment by bank transfer. Thank you.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment slip')).not.toBeInTheDocument();
  });

  it('draws nothing for an order paid another way', () => {
    const { container } = renderWithProviders(<BankTransferPanel order={makeOrder()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
