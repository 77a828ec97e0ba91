import { describe, expect } from 'vitest';
import { BANK_TRANSFER_MESSAGES, MAX_SLIP_BYTES, MAX_SLIP_BYTES_PER_ORDER } from '@avstore/core';
import { bearer, signUp } from '../helpers/accounts';
import { BANK, bankOrder, SLIP_FILES, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import { pendingOrder } from '../helpers/payments';
import { signInStaff } from '../helpers/staff';
import { it } from '../fixtures';

// A payment slip is a bank document of the shopper's: kept in the database, read only by the
// order's owner and the shop's staff, and only a JPEG, PNG or PDF by what the file holds.

it.beforeAll(async ({ t, admin }) => setBankDetails(t, admin.token, BANK));

const get = (url: string, token?: string) =>
  fetch(url, { headers: token ? bearer(token) : {} }).then(async (res) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  }));

describe('who may read a slip', () => {
  it('the owner and staff: 200; another shopper and a visitor: 404, as if there were none', async ({
    t,
    shopper,
    admin,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const sent = await uploadSlip(t, orderId, shopper.token, {
      ...SLIP_FILES.png,
      name: 'slip.png',
    });
    expect(sent.status).toBe(201);
    const list = `${t.url}/api/orders/${orderId}/payment-slips`;
    const file = `${list}/${sent.body.id as string}/file`;
    const staff = await signInStaff(t);
    const other = await signUp(t.url);

    for (const token of [shopper.token, staff.token, admin.token]) {
      expect((await get(list, token)).status).toBe(200);
      const got = await get(file, token);
      expect(got.status).toBe(200);
      expect(got.type).toBe('image/png');
      expect(got.disposition).toBe('attachment; filename="slip.png"');
      expect(got.bytes.equals(SLIP_FILES.png.bytes)).toBe(true);
    }
    for (const token of [other.token, undefined]) {
      for (const url of [list, file]) {
        const refused = await get(url, token);
        expect(refused.status).toBe(404);
        expect(JSON.parse(refused.bytes.toString()).message).toBe('Order not found');
      }
    }
    // Another order's slip is not this order's.
    const elsewhere = await bankOrder(t, shopper.token);
    expect(
      (
        await get(
          `${t.url}/api/orders/${elsewhere.orderId}/payment-slips/${sent.body.id as string}/file`,
          shopper.token,
        )
      ).status,
    ).toBe(404);
  });

  it('only its owner sends one: staff and another shopper get 404, a visitor 401', async ({
    t,
    shopper,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const staff = await signInStaff(t);
    const other = await signUp(t.url);
    expect((await uploadSlip(t, orderId, staff.token)).status).toBe(404);
    expect((await uploadSlip(t, orderId, other.token)).status).toBe(404);
    expect((await uploadSlip(t, orderId, undefined)).status).toBe(401);
  });
});

describe('what a slip may be', () => {
  it('10 MB is taken; 10 MB and a byte is refused, and nothing is kept', async ({ t, shopper }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const photo = Buffer.alloc(MAX_SLIP_BYTES + 1, 0x20);
    SLIP_FILES.jpeg.bytes.copy(photo);
    const tooBig = await uploadSlip(t, orderId, shopper.token, {
      bytes: photo,
      type: 'image/jpeg',
      name: 'slip.jpg',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(BANK_TRANSFER_MESSAGES.slipSize);
    const fits = await uploadSlip(t, orderId, shopper.token, {
      bytes: photo.subarray(0, MAX_SLIP_BYTES),
      type: 'image/jpeg',
      name: 'slip.jpg',
    });
    expect(fits.status).toBe(201);
    expect(fits.body.size).toBe(MAX_SLIP_BYTES);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM payment_slips WHERE order_id = $1',
      [orderId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a text file named .pdf is refused by its content, as is one named .jpg', async ({
    t,
    shopper,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    for (const name of ['slip.pdf', 'slip.jpg']) {
      const res = await uploadSlip(t, orderId, shopper.token, {
        bytes: Buffer.from('Paid LKR 48,500.00 to Commercial Bank on Monday.'),
        type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        name,
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(BANK_TRANSFER_MESSAGES.slipType);
    }
    // A PDF sent as anything is a PDF.
    const pdf = await uploadSlip(t, orderId, shopper.token, {
      ...SLIP_FILES.pdf,
      type: 'application/octet-stream',
      name: '../../etc/passwd',
    });
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', fileName: 'passwd' });
  });

  it('a slip only for a bank-transfer order still waiting for its money', async ({ t }) => {
    const cash = await pendingOrder(t, 'cash');
    const refused = await uploadSlip(t, cash.orderId, cash.shopper.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BANK_TRANSFER_MESSAGES.notBankTransfer);
  });

  it('at most 20 MB of slips to an order: what one account can make the shop keep', async ({
    t,
    shopper,
  }) => {
    // A free account holds at most MAX_UNPAID_ORDERS (5) unpaid orders: 100 MB of slips, not 500.
    const { orderId } = await bankOrder(t, shopper.token);
    const photo = Buffer.alloc(MAX_SLIP_BYTES, 0x20);
    SLIP_FILES.jpeg.bytes.copy(photo);
    const full = { bytes: photo, type: 'image/jpeg', name: 'slip.jpg' };
    for (let sent = 0; sent < MAX_SLIP_BYTES_PER_ORDER; sent += MAX_SLIP_BYTES)
      expect((await uploadSlip(t, orderId, shopper.token, full)).status).toBe(201);
    const more = await uploadSlip(t, orderId, shopper.token);
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(BANK_TRANSFER_MESSAGES.tooManySlips);
  });

  it('at most 10 slips to an order', async ({ t, shopper }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    for (let i = 0; i < 10; i++)
      expect((await uploadSlip(t, orderId, shopper.token)).status).toBe(201);
    const eleventh = await uploadSlip(t, orderId, shopper.token);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(BANK_TRANSFER_MESSAGES.tooManySlips);
  });
});
