import { memo } from 'react';
import { pathInLanguage, PICTURE_SIZES, productPath, type Product } from '@avstore/core';
import { Price } from '../../../components/price';
import { ProductPicture } from '../../../components/product-picture';
import { useShownAfter } from '../use-shown-after';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useCategoryName } from '../../../i18n/common';
import { useLanguage } from '../../../i18n/language';
import { CompareButton } from './compare-button';
import { StockBadge } from './stock-badge';
import { PromoButton, type PromoProps } from './promo-button';

/** How long a card shown while typing waits before drawing its picture. */
const PICTURE_DELAY_MS = 150;

interface ProductCardProps extends PromoProps {
  product: Product;
  /** Among the first cards on screen: its picture loads at once (it is likely the LCP). */
  priority?: boolean;
  /**
   * Shown by a search keystroke: its picture waits until the card has stayed a moment, so that
   * drawing pictures of results typed past does not share frames with the next keystrokes.
   */
  deferPicture?: boolean;
  onOpen: (id: string) => void;
  onAdd: (product: Product) => void;
}

/**
 * One product in the grid: picture, name, price, stock state and add to cart (docs/product.md §2,
 * §4). Compact, two to a row on a phone: every button a 44 px target.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onOpen,
  onAdd,
  promoApplied,
  onPromo,
  priority = false,
  deferPicture = false,
}: ProductCardProps) {
  const soldOut = product.stock <= 0;
  const pictureShown = useShownAfter(deferPicture, PICTURE_DELAY_MS);
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  // The card's name opens its page in the page's language.
  const language = useLanguage();
  const pageHref = pathInLanguage(language, productPath(product.slug));
  return (
    // content-visibility: a card off screen is neither laid out nor painted until it scrolls near,
    // sized meanwhile as a card is: Sinhala's and Tamil's longer words make taller cards.
    <article
      className={`flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white [content-visibility:auto] ${language === 'en' ? '[contain-intrinsic-size:auto_24rem] sm:[contain-intrinsic-size:auto_30rem]' : '[contain-intrinsic-size:auto_38rem]'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(product.id)}
        className="block text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={t('viewDetails', { name: product.name })}
      >
        <ProductPicture
          picture={product.pictures[0]}
          alt=""
          sizes={PICTURE_SIZES.shopCard}
          width={600}
          height={600}
          className="aspect-square w-full"
          priority={priority}
          waiting={!pictureShown}
        />
      </button>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">
          {categoryName(product.category)}
        </p>
        <h3 className="text-sm font-semibold leading-snug break-words sm:text-base">
          {/* A link to the product's page, which a plain click opens as the details modal. */}
          <a
            href={pageHref}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpen(product.id);
            }}
            className="text-left hover:underline"
          >
            {product.name}
          </a>
        </h3>
        <Price product={product} />
        <div className="flex flex-wrap gap-1.5">
          <StockBadge stock={product.stock} />
          {product.hasPromo ? (
            <span className="inline-block rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
              {t('promoAvailable')}
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-1 sm:pt-2">
          <PromoButton product={product} promoApplied={promoApplied} onPromo={onPromo} />
          <button
            type="button"
            disabled={soldOut}
            onClick={() => onAdd(product)}
            className="min-h-11 w-full rounded-lg bg-ink px-2 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            {t(soldOut ? 'outOfStock' : 'addToCart')}
            <span className="sr-only"> {product.name}</span>
          </button>
          <CompareButton id={product.id} name={product.name} />
        </div>
      </div>
    </article>
  );
});
