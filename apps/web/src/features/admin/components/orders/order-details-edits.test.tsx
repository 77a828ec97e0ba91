import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_MESSAGES, ORDER_CORRECTION_MESSAGES } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminOrder,
  ORDER_ID,
  renderWithProviders,
  stubApi,
} from '../../../../testing';
import { OrderDetail } from './order-detail';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
asStaffInEachTest(vi.mocked(notify));
// Typing into several fields under load takes longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const GET = `GET /api/admin/orders/${ORDER_ID}`;
const NOTE = `PUT /api/admin/orders/${ORDER_ID}/note`;
const CORRECT = `PATCH /api/admin/orders/${ORDER_ID}/customer`;
const open = () => renderWithProviders(<OrderDetail id={ORDER_ID} />, { path: '/admin' });

describe('the internal note', () => {
  it('is saved and said to be for the shop only', async () => {
    const api = stubApi({
      [GET]: { status: 200, body: makeAdminOrder() },
      [NOTE]: { status: 200, body: makeAdminOrder({ internalNote: 'Call first' }) },
    });
    open();
    const box = await screen.findByRole('textbox', { name: 'Internal note' });
    expect(screen.getByText('For the shop only: the customer never sees it.')).toBeInTheDocument();
    await userEvent.type(box, 'Call first');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(api.to(NOTE)).toHaveLength(1));
    expect(api.to(NOTE)[0]!.body).toEqual({ note: 'Call first' });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Note saved.'));
  });
});

describe('correcting the details', () => {
  it("checks them by the checkout's rules before sending only what changed", async () => {
    const api = stubApi({
      [GET]: { status: 200, body: makeAdminOrder() },
      [CORRECT]: { status: 200, body: makeAdminOrder() },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct details' }));
    const form = screen.getByRole('form', { name: 'Correct details' });
    const postcode = within(form).getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and tell the customer' }));
    expect(await within(form).findByText(ADDRESS_MESSAGES.invalidPostcode)).toBeInTheDocument();
    expect(api.to(CORRECT)).toHaveLength(0);

    await userEvent.clear(postcode);
    await userEvent.type(postcode, '00500');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '071 555 1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and tell the customer' }));
    await vi.waitFor(() => expect(api.to(CORRECT)).toHaveLength(1));
    expect(api.to(CORRECT)[0]!.body).toEqual({ zipCode: '00500', phone: '+94715551234' });
  });

  it("shows the server's refusal, and nothing to correct once the order has left", async () => {
    stubApi({
      [GET]: { status: 200, body: makeAdminOrder() },
      [CORRECT]: { status: 409, body: { message: ORDER_CORRECTION_MESSAGES.tooLate } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct details' }));
    const form = screen.getByRole('form', { name: 'Correct details' });
    const city = within(form).getByRole('textbox', { name: 'City' });
    await userEvent.type(city, ' 3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and tell the customer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ORDER_CORRECTION_MESSAGES.tooLate,
    );
  });

  it('offers no correction for a delivered order', async () => {
    stubApi({ [GET]: { status: 200, body: makeAdminOrder({ status: 'delivered' }) } });
    open();
    expect(
      await screen.findByText(
        'The details can no longer be corrected: the order has left the shop.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct details' })).not.toBeInTheDocument();
  });
});
