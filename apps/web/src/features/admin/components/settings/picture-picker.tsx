import { useId, useState } from 'react';
import type { ProductPicture as Picture } from '@avstore/core';
import { ProductPicture } from '../../../../components/product-picture';
import { getErrorMessage } from '../../../../lib/api-client';
import { uploadSettingsPicture } from '../../api/shop-settings';
import { plainButton } from '../ui';

/**
 * A picture for the logo or a banner: uploaded at once (processed as a product's photo), shown
 * here, and kept by the shop once the form is saved.
 */
export function PicturePicker({
  label,
  picture,
  onChange,
  disabled,
}: {
  label: string;
  picture: Picture | null;
  onChange: (picture: Picture | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange((await uploadSettingsPicture(file)).picture);
    } catch (failure) {
      setError(getErrorMessage(failure, 'The picture could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        {picture ? (
          <ProductPicture
            picture={picture}
            alt=""
            sizes="96px"
            width={96}
            height={64}
            className="h-16 w-24 rounded-lg ring-1 ring-slate-200"
          />
        ) : (
          <span className="text-sm text-slate-600">No picture</span>
        )}
        <label
          htmlFor={id}
          className={`${plainButton} min-h-11 cursor-pointer ${disabled || busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {busy ? 'Uploading...' : picture ? 'Replace picture' : 'Upload picture'}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          aria-label={`${label}: choose a file`}
          disabled={disabled || busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {picture ? (
          <button
            type="button"
            className={`${plainButton} min-h-11`}
            disabled={disabled || busy}
            onClick={() => onChange(null)}
          >
            Remove picture
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
