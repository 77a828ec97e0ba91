import { expect } from 'vitest';
import {
  QuotationSchema,
  type Quotation,
  type QuotationLine,
  type UpdateQuotationRequest,
} from '@avstore/core';
import { bearer, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import type { TestProduct } from '../helpers/catalogue';
import { shopToday } from '../helpers/tax';
import type { TestApp } from '../helpers/test-app';

export const SCHOOL_VAT = '987654321-7000';

/** A day `days` after the shop's today, YYYY-MM-DD. */
export const dayAfter = (days: number) => {
  const date = new Date(`${shopToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A school's request for `quantity` of `product`, as the shopper of `token` sends it. */
export async function requestQuotation(
  t: TestApp,
  token: string,
  product: TestProduct,
  quantity = 2,
) {
  const res = await post(
    `${t.url}/api/quotations`,
    {
      organisation: 'Royal College Colombo',
      vatNumber: SCHOOL_VAT,
      purchaseOrderRef: 'PO-2026-118',
      note: 'For the new assembly hall.',
      items: [{ id: product.id, quantity }],
    },
    bearer(token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return QuotationSchema.parse(res.body);
}

export const editQuotation = (
  t: TestApp,
  token: string,
  id: string,
  body: UpdateQuotationRequest,
) => call(t, 'PUT', `/api/admin/quotations/${id}`, token, body);

/**
 * A quotation of `product` asked by the shopper, priced by the owner with `lines`, sent and
 * accepted: ready to be ordered.
 */
export async function acceptedQuotation(
  t: TestApp,
  tokens: { admin: string; shopper: string },
  product: TestProduct,
  lines: QuotationLine[],
): Promise<Quotation> {
  const asked = await requestQuotation(t, tokens.shopper, product, 1);
  const saved = await editQuotation(t, tokens.admin, asked.id, {
    version: asked.version,
    lines,
    validUntil: dayAfter(7),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await call(t, 'POST', `/api/admin/quotations/${asked.id}/send`, tokens.admin);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const accepted = await call(t, 'POST', `/api/quotations/${asked.id}/accept`, tokens.shopper);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return QuotationSchema.parse(accepted.body);
}
