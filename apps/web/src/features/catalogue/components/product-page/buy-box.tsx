import { useId, useState } from 'react';
import type { Product } from '@avstore/core';
import { CompareButton } from '../compare-button';
import { PromoButton, type PromoProps } from '../promo-button';
import { useCatalogueT } from '../../../../i18n/catalogue';

interface BuyBoxProps extends PromoProps {
  product: Product;
  /** The most units one order line may take (the shop's setting). */
  maxLineQuantity: number;
  onAdd: (product: Product, quantity: number) => void;
}

const stepButton =
  'h-11 w-11 rounded-lg text-lg font-bold ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * Quantity, 'Add to Cart' and 'Apply Promo', as on a card (docs/product.md §4, §5). On a phone
 * the quantity and 'Add to Cart' ride together in a bar at the bottom of the screen until the page
 * reaches their place (alone, the bar covered the quantity's buttons as they came up to it): the
 * box lends its parts to the page's column (display: contents), so the bar may stick anywhere
 * along that column rather than only within the box.
 */
export function BuyBox({ product, maxLineQuantity, onAdd, ...promo }: BuyBoxProps) {
  const soldOut = product.stock <= 0;
  const most = Math.max(1, Math.min(product.stock, maxLineQuantity));
  const [quantity, setQuantity] = useState(1);
  const id = useId();
  const t = useCatalogueT();
  const set = (value: number) => setQuantity(Math.min(most, Math.max(1, Math.floor(value) || 1)));
  return (
    <div className="contents md:flex md:flex-col md:gap-3">
      {/* Sold out, there is nothing to tap: its 'Out of Stock' stays in its place, not over the page. */}
      <div
        className={
          soldOut
            ? 'flex md:flex-col md:items-stretch'
            : 'sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:static md:mx-0 md:flex-col md:items-stretch md:border-0 md:bg-transparent md:p-0 md:shadow-none'
        }
      >
        {soldOut ? null : (
          <div className="flex shrink-0 items-center gap-2">
            <label
              htmlFor={id}
              className="sr-only text-sm font-medium text-slate-700 md:not-sr-only md:mr-2"
            >
              {t('quantity')}
            </label>
            <button
              type="button"
              className={stepButton}
              aria-label={t('oneFewer')}
              disabled={quantity <= 1}
              onClick={() => set(quantity - 1)}
            >
              −
            </button>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              value={quantity}
              onChange={(event) => set(Number(event.target.value))}
              className="h-11 w-14 rounded-lg border border-slate-300 text-center md:w-16"
            />
            <button
              type="button"
              className={stepButton}
              aria-label={t('oneMore')}
              disabled={quantity >= most}
              onClick={() => set(quantity + 1)}
            >
              +
            </button>
          </div>
        )}
        <button
          type="button"
          disabled={soldOut}
          onClick={() => onAdd(product, quantity)}
          className="min-h-12 min-w-0 flex-1 rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 md:w-full md:flex-none"
        >
          {t(soldOut ? 'outOfStock' : 'addToCart')}
        </button>
      </div>
      <PromoButton product={product} {...promo} />
      <CompareButton id={product.id} name={product.name} />
    </div>
  );
}
