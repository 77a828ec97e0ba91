import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery';

export function newEmail(): string {
  return `shopper-${randomUUID().slice(0, 8)}@example.lk`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
  };
}

/** Opens an address confirmation link as the page does: its token, posted. */
export async function followConfirmLink(base: string, link: string) {
  const token = new URL(link).hash.replace(/^#token=/, '');
  return post(`${base}/api/auth/confirm-email`, { token });
}

/** The confirmation link mailed to `email`, read from the app's outbox as the shopper reads it. */
export async function mailedConfirmLink(t: TestApp, email: string): Promise<string> {
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
      const text = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/\S+\/confirm-email#token=[A-Za-z0-9_-]+/.exec(
        text.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
      );
      if (link) return link[0];
    }
    // The mail goes after the answer where the answer does not carry the link.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no confirmation link was mailed to ${email}`);
}

/**
 * Registers a new shopper, confirms the address (unless `confirmed: false`) and signs in; gives
 * the token. The link comes in the answer of a loopback store keeping mail in its outbox; given
 * the app rather than its address, it is read from the mail where it does not (DEMO=true).
 */
export async function signUp(
  target: string | TestApp,
  email = newEmail(),
  password = PASSWORD,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const base = typeof target === 'string' ? target : target.url;
  const registered = await post(`${base}/api/auth/register`, { email, password });
  expect(registered.status).toBe(201);
  if (confirmed) {
    const given = registered.body.confirmLink as string | undefined;
    const link =
      given ?? (typeof target === 'string' ? undefined : await mailedConfirmLink(target, email));
    expect(link, 'a loopback store with the outbox gives the confirmation link').toBeTypeOf(
      'string',
    );
    expect((await followConfirmLink(base, link!)).status).toBe(200);
  }
  const login = await post(`${base}/api/auth/login`, { email, password });
  expect(login.status).toBe(200);
  return {
    email,
    password,
    token: login.body.token as string,
    user: login.body.user as { id: string },
  };
}

export async function me(base: string, token: string) {
  const res = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}
