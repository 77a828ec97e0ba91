import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

export const PASSWORD = 'correct horse battery';

export function newEmail(): string {
  return `shopper-${randomUUID().slice(0, 8)}@example.lk`;
}

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

/**
 * Registers a new shopper, confirms the address with the link a loopback store's outbox gives in
 * the answer (unless `confirmed: false`), and signs in; gives the token.
 */
export async function signUp(
  base: string,
  email = newEmail(),
  password = PASSWORD,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const registered = await post(`${base}/api/auth/register`, { email, password });
  expect(registered.status).toBe(201);
  if (confirmed) {
    const link = registered.body.confirmLink;
    expect(link, 'a loopback store with the outbox gives the confirmation link').toBeTypeOf(
      'string',
    );
    expect((await followConfirmLink(base, link as string)).status).toBe(200);
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
