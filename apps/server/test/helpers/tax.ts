import { expect } from 'vitest';
import { ShopSettingsAnswerSchema } from '@avstore/core';
import { call } from './admin';
import { popplerText } from './pdftotext';
import type { TestApp } from './test-app';

/** The shop's VAT registration set in the back office's settings (null: not registered). */
export async function setVatRegistration(
  t: TestApp,
  adminToken: string,
  registration: { vatNumber: string | null; vatRate?: number; name?: string },
) {
  const current = ShopSettingsAnswerSchema.parse(
    (await call(t, 'GET', '/api/admin/settings', adminToken)).body,
  );
  const { updatedAt: _updatedAt, ...settings } = current;
  const shop = {
    ...settings.shop,
    vatNumber: registration.vatNumber,
    vatRate: registration.vatRate ?? 18,
    ...(registration.name && { name: registration.name }),
  };
  const saved = await call(t, 'PUT', '/api/admin/settings', adminToken, { ...settings, shop });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A cash pickup order handed over and paid: the shop confirms it, then marks it collected. */
export async function handOver(t: TestApp, adminToken: string, orderId: string) {
  for (const status of ['confirmed', 'delivered']) {
    const res = await call(t, 'PATCH', `/api/admin/orders/${orderId}/status`, adminToken, {
      status,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** A PDF the API gives `token`, read back as text, whitespace (and no-break spaces) as one space. */
export async function pdfTextAt(t: TestApp, path: string, token: string) {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, text: '' };
  const text = await popplerText(Buffer.from(await res.arrayBuffer()));
  return { status: res.status, text: text.replace(/[\s\u00a0]+/g, ' ') };
}

/** Today in the shop's time zone, YYYY-MM-DD. */
export const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format();
