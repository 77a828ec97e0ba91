import { expect } from 'vitest';
import { ShopSettingsAnswerSchema, type BankDetails } from '@avstore/core';
import { bearer, post } from './accounts';
import { call } from './admin';
import { insertProduct, orderBody } from './catalogue';
import type { TestApp } from './test-app';

export const BANK: BankDetails = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};

/** The shop's account for transfers set in the back office's settings (null: none given). */
export async function setBankDetails(t: TestApp, adminToken: string, bank: BankDetails | null) {
  const current = ShopSettingsAnswerSchema.parse(
    (await call(t, 'GET', '/api/admin/settings', adminToken)).body,
  );
  const { updatedAt: _updatedAt, ...settings } = current;
  const saved = await call(t, 'PUT', '/api/admin/settings', adminToken, { ...settings, bank });
  expect(saved.status).toBe(200);
}

/** A pending bank-transfer order of one product at `price` (stock 5) for the shopper of `token`. */
export async function bankOrder(t: TestApp, token: string, price = 48_500) {
  const product = await insertProduct(t.database.pool, { price, stock: 5 });
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { paymentMethod: 'bank_transfer' }),
    bearer(token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { orderId: res.body.id as string, product };
}

/** The smallest files each kind of slip starts as: a JPEG's, a PNG's and a PDF's first bytes. */
export const SLIP_FILES = {
  jpeg: { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), type: 'image/jpeg' },
  png: {
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    type: 'image/png',
  },
  pdf: { bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'), type: 'application/pdf' },
};

/** POST /api/orders/:id/payment-slips as a browser sends a chosen file. */
export async function uploadSlip(
  t: TestApp,
  orderId: string,
  token: string | undefined,
  file: { bytes: Buffer; type: string; name?: string } = { ...SLIP_FILES.jpeg, name: 'slip.jpg' },
) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name ?? 'slip');
  const res = await fetch(`${t.url}/api/orders/${orderId}/payment-slips`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
  };
}

/** The shop's decision on a slip, as the back office sends it. */
export const decideSlip = (
  t: TestApp,
  token: string,
  orderId: string,
  slipId: string,
  decision: { verify: true } | { reject: string },
) =>
  'verify' in decision
    ? call(t, 'POST', `/api/admin/orders/${orderId}/payment-slips/${slipId}/verify`, token)
    : call(t, 'POST', `/api/admin/orders/${orderId}/payment-slips/${slipId}/reject`, token, {
        reason: decision.reject,
      });
