import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RegisterRequest, RegisterResponse } from '@avstore/core';

export const PASSWORD = 'sound check 123';

export interface Account {
  email: string;
  password: string;
}

export function newEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.lk`;
}

/**
 * Creates an account through the API, as a shopper would through the form, and confirms its
 * address with the link the loopback store's outbox gives in the answer, as the shopper would
 * by opening the mail.
 */
export async function createAccount(
  baseURL: string,
  email = newEmail(),
  password = PASSWORD,
): Promise<Account> {
  const body: RegisterRequest = { email, password };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const { confirmLink } = (await res.json()) as RegisterResponse;
  if (!confirmLink) throw new Error('register gave no confirmation link');
  const confirmed = await fetch(`${baseURL}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(confirmLink).hash.replace(/^#token=/, '') }),
  });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
  return { email, password };
}

/** Accepts every browser alert and keeps its text. */
export function collectAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/**
 * Signs in on /login; the page then goes where the shopper came from (issue #26), Home when
 * nothing sent them: a page already on /login (sent by Apply Promo) returns to that page.
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** An admin account: created as a shopper, then given the admin role in the database. */
export async function createAdmin(baseURL: string): Promise<Account> {
  const account = await createAccount(baseURL);
  const { db } = await import('./db');
  await db().query("UPDATE users SET role = 'admin' WHERE email = $1", [account.email]);
  return account;
}
