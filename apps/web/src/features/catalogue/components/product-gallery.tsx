import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductPicture as Picture } from '@avstore/core';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/control-icons';
import { ProductPicture } from '../../../components/product-picture';
import { useCatalogueT } from '../../../i18n/catalogue';

/**
 * The main picture's slot: the modal is the window less 2rem, at most 48rem, with 1.5rem of
 * padding; from md its grid puts the picture in one of two columns 1.5rem apart.
 */
const MAIN_SIZES =
  '(min-width: 800px) 348px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 80px)';
/** A finger's sideways travel that turns the picture, in CSS pixels. */
const SWIPE = 40;

const KEYS: Record<string, (shown: number, count: number) => number> = {
  ArrowLeft: (shown, count) => (shown - 1 + count) % count,
  ArrowRight: (shown, count) => (shown + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const roundButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A product's pictures in the details modal (docs/product.md §2) and on its page: the main one with previous and
 * next, and a thumbnail of each. It turns by the buttons, by a swipe, and by the arrow keys (Home
 * and End too) while anything in it has focus; a screen reader hears 'Picture 2 of 3'.
 */
export function ProductGallery({
  pictures,
  name,
  sizes = MAIN_SIZES,
}: {
  pictures: Picture[];
  name: string;
  /** The main picture's slot, when it is not the modal's. */
  sizes?: string;
}) {
  const [shown, setShown] = useState(0);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const t = useCatalogueT();
  const count = pictures.length;
  const picture = pictures[shown];
  const main = (
    <ProductPicture
      key={picture?.id}
      picture={picture}
      alt={picture?.alt ?? name}
      sizes={sizes}
      width={600}
      height={600}
      // Wider than tall on a phone, so the price and stock still fit the first screen below it.
      className="aspect-[4/3] w-full rounded-xl md:aspect-square"
      priority
    />
  );
  if (count < 2) return <div>{main}</div>;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    setShown(move(shown, count));
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    setShown(KEYS[dx < 0 ? 'ArrowRight' : 'ArrowLeft']!(shown, count));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('picturesOf', { name })}
      onKeyDown={onKeyDown}
      className="min-w-0"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t('pictureOf', { n: shown + 1, count })}
        tabIndex={0}
        // pan-y: the page still scrolls under a finger, a sideways move comes here.
        className="relative touch-pan-y rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onPointerDown={(event) => (swipe.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onDragStart={(event) => event.preventDefault()}
      >
        {main}
        <button
          type="button"
          aria-label={t('previousPicture')}
          onClick={() => setShown(KEYS.ArrowLeft!(shown, count))}
          className={`left-2 ${roundButton}`}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={t('nextPicture')}
          onClick={() => setShown(KEYS.ArrowRight!(shown, count))}
          className={`right-2 ${roundButton}`}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {t('pictureOf', { n: shown + 1, count })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {pictures.map((thumb, index) => (
          <li key={thumb.id}>
            <button
              type="button"
              onClick={() => setShown(index)}
              aria-label={t('showPicture', { n: index + 1, count })}
              aria-current={index === shown ? 'true' : undefined}
              className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${index === shown ? 'ring-brand-500' : 'ring-transparent'}`}
            >
              <ProductPicture
                picture={thumb}
                alt=""
                sizes="64px"
                width={64}
                height={64}
                className="h-12 w-12 md:h-16 md:w-16"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
