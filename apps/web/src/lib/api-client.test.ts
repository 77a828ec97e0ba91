import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureAnswer, stubUploads, uploadedPicture } from '../testing';
import { api, ApiError, getErrorMessage, upload } from './api-client';

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

describe('upload', () => {
  it('posts the form with the stored token and gives the JSON answer', async () => {
    localStorage.setItem('token', 'abc');
    const uploads = stubUploads();
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    const done = upload('/thing', body);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/thing', body });
    expect(uploads[0]!.headers.authorization).toBe('Bearer abc');
    const answer = pictureAnswer(uploadedPicture(1));
    uploads[0]!.respond(201, answer);
    await expect(done).resolves.toEqual(answer);
  });

  it('throws the server message with the status, and a refused token signs out', async () => {
    localStorage.setItem('token', 'abc');
    const uploads = stubUploads();
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png'));
    const done = upload('/thing', body);
    uploads[0]!.respond(401, { message: 'Unauthorized', code: 'unauthorized' });
    await expect(done).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
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
