// Issue #28 "Tax invoices": a refund of an invoiced order has a credit note of its own sequence,
// referring to the invoice, with the refunded amount and its VAT, for the shopper and the shop.
import { describe, expect } from 'vitest';
import { invoiceDate, taxDocumentNumber } from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { handOver, pdfTextAt, setVatRegistration, shopToday } from '../helpers/tax';
import { it } from '../fixtures';
import type { TestApp } from '../helpers/test-app';

const SHOP_VAT = '123456789-7000';

async function suppliedOrder(t: TestApp, adminToken: string, token: string, price: number) {
  const product = await insertProduct(t.database.pool, { price, stock: 5 });
  const placed = await post(`${t.url}/api/orders`, orderBody([{ product }]), bearer(token));
  expect(placed.status).toBe(201);
  const id = placed.body.id as string;
  await handOver(t, adminToken, id);
  return id;
}

const refund = (t: TestApp, token: string, id: string, amount: number) =>
  call(t, 'POST', `/api/admin/orders/${id}/refunds`, token, {
    amount,
    method: 'cash',
    refundedOn: shopToday(),
  });

describe('credit notes', () => {
  it('a part refund: its own serial, the invoice it refers to, the amount and its VAT; the shopper and the shop read it, no one else', async ({
    t,
    admin,
    shopper,
  }) => {
    await setVatRegistration(t, admin.token, { vatNumber: SHOP_VAT });
    const id = await suppliedOrder(t, admin.token, shopper.token, 48_500.5);
    // No one has downloaded the invoice yet: the refund issues it first.
    const res = await refund(t, admin.token, id, 11_800);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [made] = res.body.refunds as { id: string; creditNote?: boolean }[];
    expect(made?.creditNote).toBe(true);

    const path = `/api/orders/${id}/refunds/${made!.id}/credit-note.pdf`;
    const { text } = await pdfTextAt(t, path, shopper.token);
    const invoice = taxDocumentNumber('invoice', 1, shopToday());
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note No.: ${taxDocumentNumber('credit_note', 1, shopToday())}`);
    expect(text).toContain(`Tax invoice No.: ${invoice}`);
    expect(text).toContain(`Date of refund: ${invoiceDate(shopToday())}`);
    expect(text).toContain(`VAT No. / TIN: ${SHOP_VAT}`);
    // 11,800.00 refunded at the invoice's 18%: 10,000.00 and 1,800.00 of VAT.
    expect(text).toContain('Value of supply excl. VAT LKR 10,000.00');
    expect(text).toContain('VAT at 18% LKR 1,800.00');
    expect(text).toContain('Total incl. VAT LKR 11,800.00');
    expect(text).toContain('Sri Lankan Rupees Eleven Thousand Eight Hundred only');
    expect((await pdfTextAt(t, path, admin.token)).text).toBe(text);
    expect((await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token)).text).toContain(
      `Invoice No.: ${invoice}`,
    );
    const stranger = await signUp(t);
    expect((await pdfTextAt(t, path, stranger.token)).status).toBe(404);
    expect((await fetch(`${t.url}${path}`)).status).toBe(401);

    // The shopper's order lists the refund with its credit note.
    const order = await call(t, 'GET', `/api/orders/${id}`, shopper.token);
    expect((order.body.refunds as { creditNote?: boolean }[])[0]?.creditNote).toBe(true);

    // A second refund takes the next credit note's number, the invoice keeps its own.
    const second = await refund(t, admin.token, id, 100.5);
    const later = (second.body.refunds as { id: string }[])[1]!;
    const next = await pdfTextAt(
      t,
      `/api/orders/${id}/refunds/${later.id}/credit-note.pdf`,
      shopper.token,
    );
    expect(next.text).toContain(
      `Credit note No.: ${taxDocumentNumber('credit_note', 2, shopToday())}`,
    );
    expect(next.text).toContain('VAT at 18% LKR 15.33');
  });

  it('an unregistered shop’s refund has no credit note', async ({ t, admin, shopper }) => {
    await setVatRegistration(t, admin.token, { vatNumber: null });
    const id = await suppliedOrder(t, admin.token, shopper.token, 5000);
    const res = await refund(t, admin.token, id, 1000);
    const [made] = res.body.refunds as { id: string; creditNote?: boolean }[];
    expect(made?.creditNote).toBeUndefined();
    const { status } = await pdfTextAt(
      t,
      `/api/orders/${id}/refunds/${made!.id}/credit-note.pdf`,
      shopper.token,
    );
    expect(status).toBe(404);
  });
});
