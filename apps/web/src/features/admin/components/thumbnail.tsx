import type { ProductPicture as Picture } from '@avstore/core';
import { ProductPicture } from '../../../components/product-picture';

interface ThumbnailProps {
  /** A product's picture, or a stored address (an order's item keeps only that). */
  picture?: Picture | string;
  alt: string;
  size?: number;
}

/** A small square picture, or a grey tile saying there is none. */
export function Thumbnail({ picture, alt, size = 48 }: ThumbnailProps) {
  const style = { width: size, height: size };
  if (!picture) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        style={style}
        className="flex shrink-0 items-center justify-center rounded-md bg-slate-200 text-[10px] text-slate-500"
      >
        No image
      </div>
    );
  }
  return (
    <div style={style} className="shrink-0 overflow-hidden rounded-md ring-1 ring-slate-200">
      <ProductPicture
        picture={picture}
        alt={alt}
        sizes={`${size}px`}
        width={size}
        height={size}
        className="h-full w-full"
      />
    </div>
  );
}
