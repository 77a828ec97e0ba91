import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { PRODUCT_ID, signIn, stubApi } from '../../../testing';
import { uploadProductImage } from './upload-product-image';

const POST = `POST /api/admin/products/${PRODUCT_ID}/images`;
const png = () => new File(['x'], 'a.png', { type: 'image/png' });

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadProductImage', () => {
  it('posts the file as multipart with the bearer token and gives back the url', async () => {
    const api = stubApi({ [POST]: { status: 201, body: { url: '/media/a.png' } } });
    await expect(uploadProductImage(PRODUCT_ID, png())).resolves.toEqual({ url: '/media/a.png' });
    const request = api.to(POST)[0]!;
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBeInstanceOf(FormData);
  });

  it('refuses a file too large before sending it', async () => {
    const api = stubApi({});
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    await expect(uploadProductImage(PRODUCT_ID, big)).rejects.toThrow(ADMIN_MESSAGES.imageSize);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it.each([
    [413, ADMIN_MESSAGES.imageSize],
    [415, ADMIN_MESSAGES.imageType],
  ])('maps a bodiless %i to its message', async (status, message) => {
    stubApi({ [POST]: { status } });
    await expect(uploadProductImage(PRODUCT_ID, png())).rejects.toEqual(
      expect.objectContaining({ status, message }),
    );
  });

  it("passes the server's message through and forgets a refused session", async () => {
    stubApi({ [POST]: { status: 401, body: { message: 'Unauthorized' } } });
    const error = await uploadProductImage(PRODUCT_ID, png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
