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

/** The shop's bank account set in its settings; gives the undoing. */
export async function withBankDetails(baseURL: string, bank: BankDetails) {
  const owner = await createAdmin(baseURL);
  const token = await apiLogin(baseURL, owner.email, owner.password);
  const save = async (value: BankDetails | null) => {
    const res = await fetch(`${baseURL}/api/admin/settings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { updatedAt: _updatedAt, ...settings } = (await res.json()) as ShopSettingsAnswer;
    const saved = await fetch(`${baseURL}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...settings, bank: value }),
    });
    expect(saved.status).toBe(200);
    return settings.bank;
  };
  const before = await save(bank);
  return () => save(before);
}
