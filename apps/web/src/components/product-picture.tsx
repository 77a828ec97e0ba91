import type { SyntheticEvent } from 'react';
import {
  PICTURE_TYPES,
  pictureIdOf,
  pictureSrcSet,
  pictureUrl,
  type ProductPicture as Picture,
} from '@avstore/core';
import { useCommonT } from '../i18n/common';

// Only picture.ts's functions (and a type) come from core here: this component is on Home's first
// screen, and the modules with schemas would bring zod into the initial script.

interface ProductPictureProps {
  /** A product's picture, or an address kept without one (an old cart line, an order's item). */
  picture: Picture | string | undefined;
  /** The text for screen readers; by default the picture's own. */
  alt?: string;
  /** How wide the slot is at each screen width (the `sizes` attribute), from its Tailwind classes. */
  sizes: string;
  /** The slot's shape, for `width` and `height` when the picture's own is not known. */
  width: number;
  height: number;
  className?: string;
  /** The page's largest paint: loads at once and first. Otherwise it waits until it nears the view. */
  priority?: boolean;
  /** Holds the picture's place, blank, until the caller is ready to draw it. */
  waiting?: boolean;
}

/** Formats offered before the JPEG every browser shows, best first. */
const SOURCES = ['avif', 'webp'] as const;
/** What a browser without `srcset` downloads (a narrower picture answers its largest). */
const FALLBACK_WIDTH = 640;
const NO_COLOR = '#f1f5f9';

/**
 * A product's picture as a `<picture>`: AVIF, then WebP, then JPEG, each at every width the shop
 * keeps, so the browser downloads the smallest one that fills the slot `sizes` describes. Its
 * dominant colour holds the place until it arrives. A bare `/media` address gets the same set
 * (the server answers its largest for a width it does not have), any other address a plain image,
 * and no picture the 'No image' tile.
 */
export function ProductPicture(props: ProductPictureProps) {
  const { picture, sizes, className = '', priority = false } = props;
  const t = useCommonT();
  const alt = props.alt ?? (typeof picture === 'object' ? picture.alt : '');
  if (props.waiting) return <div className={`bg-slate-100 ${className}`} />;
  if (!picture) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-200 text-sm text-slate-500 ${className}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        {t('noImage')}
      </div>
    );
  }
  const own = typeof picture === 'object' ? picture : undefined;
  const id = typeof picture === 'object' ? picture.id : pictureIdOf(picture);
  const img = {
    alt,
    // Both are known once the upload is processed.
    width: own?.width ?? props.width,
    height: own?.height ?? props.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    // Whole, in any shape: a portrait column speaker keeps its top and bottom in a square slot,
    // on white where the photo does not reach. The slot's own classes hold its size, so nothing
    // moves when the picture arrives.
    className: `bg-white object-contain ${className}`,
    style: { backgroundColor: own?.color ?? NO_COLOR },
    onLoad: clearBackground,
  };
  if (!id) return <img {...img} src={picture as string} />;

  const source = { id, width: own?.width };
  return (
    // display: contents, so that the img is the box its parent lays out (a flex item, say).
    <picture className="contents">
      {SOURCES.map((format) => (
        <source
          key={format}
          type={PICTURE_TYPES[format]}
          sizes={sizes}
          srcSet={pictureSrcSet(source, format)}
        />
      ))}
      <img
        {...img}
        sizes={sizes}
        srcSet={pictureSrcSet(source, 'jpg')}
        src={pictureUrl(id, FALLBACK_WIDTH, 'jpg')}
      />
    </picture>
  );
}

/** Once drawn, the placeholder colour gives way to the white around the picture. */
function clearBackground(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.backgroundColor = '';
}
