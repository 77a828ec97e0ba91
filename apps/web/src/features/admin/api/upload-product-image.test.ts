import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, PICTURE_MESSAGES } from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { pictureAnswer, PRODUCT_ID, signIn, stubUploads, uploadedPicture } from '../../../testing';
import { uploadProductImage } from './upload-product-image';

const png = () => new File(['x'.repeat(1000)], 'a.png', { type: 'image/png' });

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadProductImage', () => {
  it('posts the file as multipart with the bearer token, reports progress, gives the picture', async () => {
    const uploads = stubUploads();
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const file = png();
    const done = uploadProductImage(PRODUCT_ID, file, { onProgress, onSent });
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(`/api/admin/products/${PRODUCT_ID}/images`);
    expect(upload.headers.authorization).toBe('Bearer tok');
    expect(upload.headers['content-type']).toBeUndefined();
    expect(upload.file).toBe(file);

    upload.progress(250);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    upload.sent();
    expect(onSent).toHaveBeenCalledOnce();
    const picture = uploadedPicture(1);
    upload.respond(201, pictureAnswer(picture));
    await expect(done).resolves.toEqual({ url: `/media/${picture.id}.jpg`, picture });
  });

  it('refuses a file too large before sending it', async () => {
    const uploads = stubUploads();
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    await expect(uploadProductImage(PRODUCT_ID, big)).rejects.toThrow(ADMIN_MESSAGES.imageSize);
    expect(uploads).toHaveLength(0);
  });

  it.each([
    [413, ADMIN_MESSAGES.imageSize],
    [415, ADMIN_MESSAGES.imageType],
    [422, PICTURE_MESSAGES.unreadable],
  ])('maps a bodiless %i to its message', async (status, message) => {
    const uploads = stubUploads();
    const done = uploadProductImage(PRODUCT_ID, png());
    uploads[0]!.respond(status);
    await expect(done).rejects.toEqual(expect.objectContaining({ status, message }));
  });

  it("passes the server's message through and forgets a refused session", async () => {
    const uploads = stubUploads();
    const done = uploadProductImage(PRODUCT_ID, png()).catch((e: unknown) => e);
    uploads[0]!.respond(401, { message: 'Unauthorized' });
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says when the connection is lost, and stops when aborted', async () => {
    const uploads = stubUploads();
    const lost = uploadProductImage(PRODUCT_ID, png());
    uploads[0]!.fail();
    await expect(lost).rejects.toThrow('Network error. Please check your connection.');

    const controller = new AbortController();
    const stopped = uploadProductImage(PRODUCT_ID, png(), { signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[1]!.aborted).toBe(true);
  });

  it('refuses an answer without a picture', async () => {
    const uploads = stubUploads();
    const done = uploadProductImage(PRODUCT_ID, png());
    uploads[0]!.respond(201, { url: '/media/a.png' });
    await expect(done).rejects.toThrow('The upload gave no picture back.');
  });
});
