import { Pill } from '../../../../components/badge';
import { Thumbnail } from '../thumbnail';
import { smallButton } from '../ui';
import { ImageUpload } from './image-upload';

export const MAX_IMAGES = 10;

interface ImageListProps {
  images: string[];
  /** The images the product has on the server: the others are new until saved. */
  saved: readonly string[];
  /** Uploads need the product to exist; a new product gets images after its first save. */
  productId?: string;
  error?: string;
  onChange: (images: string[]) => void;
}

function move(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The product's pictures in shop order; the first is the one on the product card. */
export function ImageList({ images, saved, productId, error, onChange }: ImageListProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Images</legend>
      {images.length === 0 ? <p className="text-sm text-slate-600">No images yet.</p> : null}
      <ol className="space-y-2">
        {images.map((url, index) => (
          <li key={url} className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200">
            <Thumbnail src={url} alt={`Image ${index + 1}`} size={56} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs text-slate-600">{url}</p>
              <div className="mt-1 flex gap-1">
                {index === 0 ? <Pill tone="blue">Card image</Pill> : null}
                {!saved.includes(url) ? <Pill tone="yellow">New: not saved yet</Pill> : null}
              </div>
            </div>
            <div className="flex gap-1">
              <button
                type="button"
                className={smallButton}
                aria-label={`Move image ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(move(images, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={`Move image ${index + 1} down`}
                disabled={index === images.length - 1}
                onClick={() => onChange(move(images, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${smallButton} text-red-700`}
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {productId ? (
        <ImageUpload
          productId={productId}
          disabled={images.length >= MAX_IMAGES}
          onUploaded={(url) => onChange([...images, url])}
        />
      ) : (
        <p className="text-sm text-slate-600">You can upload images once the product is saved.</p>
      )}
    </fieldset>
  );
}
