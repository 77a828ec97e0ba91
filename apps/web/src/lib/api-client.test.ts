import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, getErrorMessage } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api', () => {
  it('sends the stored token and parses JSON', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await api('/thing')).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('throws the server message with the status', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Nope', code: 'conflict' }), { status: 409 }),
    );
    const error = await api('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Nope', status: 409, code: 'conflict' });
  });

  it('reads an error body of the spec shape {error}', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'Old shape' }), { status: 400 }),
    );
    await expect(api('/thing')).rejects.toMatchObject({ message: 'Old shape', status: 400 });
  });

  it('reports a network failure plainly', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/thing')).rejects.toMatchObject({
      message: 'Network error. Please check your connection.',
      status: 0,
    });
  });
});

describe('getErrorMessage', () => {
  it('uses the message, else the fallback', () => {
    expect(getErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(getErrorMessage('text')).toBe('text');
    expect(getErrorMessage(new Error(''), 'Fallback')).toBe('Fallback');
    expect(getErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(getErrorMessage({ message: 42 }, 'F')).toBe('F');
  });
});
