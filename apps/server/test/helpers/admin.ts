import type { TestApp } from './test-app';
import { newEmail, PASSWORD, post } from './accounts';
import { upsertAdmin } from '../../src/services/auth/admin-account';

/** An admin account and its token. */
export async function signInAdmin(t: TestApp) {
  const email = newEmail();
  await upsertAdmin(t.database.db, email, PASSWORD);
  const login = await post(`${t.url}/api/auth/login`, { email, password: PASSWORD });
  return {
    email,
    token: login.body.token as string,
    headers: { authorization: `Bearer ${login.body.token as string}` },
  };
}

export async function call(
  t: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & {
      items?: Record<string, unknown>[];
    },
  };
}
