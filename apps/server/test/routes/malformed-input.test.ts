import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const it = appTest({ env: { BODY_LIMIT: '4096' } });

async function send(t: TestApp, path: string, body: string, contentType = 'application/json') {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: (await res.json()) as { message?: string },
  };
}

describe('malformed input gets a 4xx JSON message, never a 500', () => {
  const routes = [
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/resetPassword',
    '/api/auth/resetPassword/confirm',
    '/api/contact',
  ];

  it.for(routes)('bad JSON on %s', async (path, { t }) => {
    const res = await send(t, path, '{"email": "a@b.lk",');
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it.for(routes)('wrong types on %s', async (path, { t }) => {
    const res = await send(
      t,
      path,
      JSON.stringify({ email: ['a'], password: { x: 1 }, name: 5, message: null, token: 7 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it.for(routes)('a body that is not an object on %s', async (path, { t }) => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await send(t, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it.for(routes)('an oversized body on %s', async (path, { t }) => {
    const res = await send(
      t,
      path,
      JSON.stringify({ email: 'a@b.lk', message: 'x'.repeat(10_000) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it.for(routes)('an unsupported content type on %s', async (path, { t }) => {
    const res = await send(t, path, 'email=a@b.lk', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('This content type is not supported.');
  });

  it('an empty JSON body', async ({ t }) => {
    const res = await send(t, '/api/auth/login', '');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
