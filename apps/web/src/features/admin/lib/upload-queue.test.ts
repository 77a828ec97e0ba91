import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, type ProductPicture } from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { uploadedPicture } from '../../../testing';
import { UploadQueue, type SendHooks } from './upload-queue';

interface Sending {
  file: File;
  hooks: SendHooks;
  resolve: (picture: ProductPicture) => void;
  reject: (error: unknown) => void;
}

function queueOf() {
  const sending: Sending[] = [];
  const queue = new UploadQueue(
    (file, hooks) =>
      new Promise<ProductPicture>((resolve, reject) =>
        sending.push({ file, hooks, resolve, reject }),
      ),
  );
  const added = vi.fn();
  queue.handTo(added);
  return { queue, sending, added, phases: () => queue.snapshot().map((u) => u.phase) };
}

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => new File(['x'], `p${i + 1}.jpg`, { type: 'image/jpeg' }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('sends three at a time and hands pictures over in the order chosen', async () => {
    const { queue, sending, added, phases } = queueOf();
    queue.add(files(4), () => null);
    expect(phases()).toEqual(['uploading', 'uploading', 'uploading', 'waiting']);

    sending[1]!.hooks.onProgress(0.5);
    expect(queue.snapshot()[1]!.sent).toBe(0.5);
    sending[1]!.hooks.onSent();
    sending[1]!.resolve(uploadedPicture(2));
    await settle();
    // The second is done, but the first is still on its way: it waits.
    expect(added).not.toHaveBeenCalled();
    expect(phases()).toEqual(['uploading', 'done', 'uploading', 'uploading']);

    sending[0]!.resolve(uploadedPicture(1));
    await settle();
    expect(added).toHaveBeenCalledWith([uploadedPicture(1), uploadedPicture(2)]);
    expect(phases()).toEqual(['uploading', 'uploading']);
  });

  it('keeps a failure with its message; a retry sends it again, a dismissal forgets it', async () => {
    const { queue, sending, added, phases } = queueOf();
    queue.add(files(2), () => null);
    sending[0]!.reject(new ApiError('Network error. Please check your connection.', 0, 'network'));
    sending[1]!.resolve(uploadedPicture(2));
    await settle();
    expect(added).toHaveBeenCalledWith([uploadedPicture(2)]);
    expect(queue.snapshot()).toEqual([
      expect.objectContaining({
        phase: 'failed',
        error: 'Network error. Please check your connection.',
        retryable: true,
      }),
    ]);

    queue.retry(queue.snapshot()[0]!.key);
    expect(phases()).toEqual(['uploading']);
    sending[2]!.reject(new ApiError(ADMIN_MESSAGES.imageSize, 413));
    await settle();
    expect(queue.snapshot()[0]).toMatchObject({
      error: ADMIN_MESSAGES.imageSize,
      retryable: false,
    });
    queue.dismiss(queue.snapshot()[0]!.key);
    expect(queue.snapshot()).toEqual([]);
  });

  it('fails a file the check refuses without sending it', () => {
    const { queue, sending } = queueOf();
    queue.add(files(1), () => ADMIN_MESSAGES.imageType);
    expect(sending).toHaveLength(0);
    expect(queue.snapshot()[0]).toMatchObject({ phase: 'failed', error: ADMIN_MESSAGES.imageType });
  });

  it('stops what it sends and ignores the answers after', async () => {
    const { queue, sending, added } = queueOf();
    queue.add(files(1), () => null);
    queue.stop();
    expect(sending[0]!.hooks.signal.aborted).toBe(true);
    sending[0]!.resolve(uploadedPicture(1));
    await settle();
    expect(added).not.toHaveBeenCalled();
  });
});
