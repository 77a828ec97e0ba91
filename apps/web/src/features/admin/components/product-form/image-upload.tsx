import { useRef, useState, type ChangeEvent } from 'react';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useUploadProductImage } from '../../api/upload-product-image';
import { IMAGE_ACCEPT, imageProblem } from '../../lib/image-check';
import { plainButton } from '../ui';

interface ImageUploadProps {
  productId: string;
  disabled: boolean;
  onUploaded: (url: string) => void;
}

/** Picks a file, checks its type and size here, uploads it and hands back its address. */
export function ImageUpload({ productId, disabled, onUploaded }: ImageUploadProps) {
  const upload = useUploadProductImage(productId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setError(problem ?? undefined);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        notify('success', 'Image uploaded. Save the product to keep it.');
      },
      onError: (failure) => setError(getErrorMessage(failure, 'The upload failed.')),
    });
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label="Image file"
        tabIndex={-1}
        onChange={onPick}
      />
      <button
        type="button"
        className={plainButton}
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? 'Uploading…' : 'Upload image'}
      </button>
      <p className="mt-1 text-xs text-slate-600">JPEG, PNG or WebP, at most 5 MB.</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
