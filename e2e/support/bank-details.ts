import { expect } from '@playwright/test';
import type { BankDetails, ShopSettingsAnswer } from '@avstore/core';
import { createAdmin } from './accounts';
import { apiLogin } from './orders';

/** A shop's account for bank transfers, as the back office's Settings take it. */
export const BANK: BankDetails = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};

/**
 * The shop's bank account set to BANK in its settings, for the specs that pay by transfer. It is
 * left set: specs run side by side, and one putting back 'no account' would refuse another's
 * transfer halfway (no spec needs a shop without one).
 */
export async function withBankAccount(baseURL: string): Promise<void> {
  const owner = await createAdmin(baseURL);
  const token = await apiLogin(baseURL, owner.email, owner.password);
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${baseURL}/api/admin/settings`, { headers });
  const { updatedAt: _updatedAt, ...settings } = (await res.json()) as ShopSettingsAnswer;
  if (JSON.stringify(settings.bank) === JSON.stringify(BANK)) return;
  const saved = await fetch(`${baseURL}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...settings, bank: BANK }),
  });
  expect(saved.status).toBe(200);
}
