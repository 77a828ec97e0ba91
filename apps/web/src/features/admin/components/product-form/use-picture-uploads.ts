import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ProductPicture } from '@avstore/core';
import { uploadProductImage } from '../../api/upload-product-image';
import { imageProblem } from '../../lib/image-check';
import { UploadQueue } from '../../lib/upload-queue';

/**
 * The uploads of one product's form. Finished pictures go to `onAdded` in the order the files
 * were chosen; leaving the form stops what is still being sent.
 */
export function usePictureUploads(
  productId: string | undefined,
  onAdded: (pictures: ProductPicture[]) => void,
) {
  const [queue] = useState(
    () =>
      new UploadQueue(
        async (file, hooks) => (await uploadProductImage(productId ?? '', file, hooks)).picture,
      ),
  );
  useEffect(() => queue.handTo(onAdded));
  useEffect(() => () => queue.stop(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return {
    items,
    /** Files on their way, each holding a place among the pictures. */
    pending: items.filter((item) => item.phase !== 'failed').length,
    add: (files: readonly File[]) => queue.add(files, imageProblem),
    retry: (key: number) => queue.retry(key),
    dismiss: (key: number) => queue.dismiss(key),
  };
}

export type PictureUploads = ReturnType<typeof usePictureUploads>;
