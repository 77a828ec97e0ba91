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

/** Registers a new shopper and signs in; gives the token. */
export async function signUp(base: string, email = newEmail(), password = PASSWORD) {
  const registered = await post(`${base}/api/auth/register`, { email, password });
  expect(registered.status).toBe(201);
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
