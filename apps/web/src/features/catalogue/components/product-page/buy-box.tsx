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
 * 'Add to Cart' rides in a bar at the bottom of the screen until the page reaches its place: the
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
      {soldOut ? null : (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="mr-2 text-sm font-medium text-slate-700">
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
            className="h-11 w-16 rounded-lg border border-slate-300 text-center"
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
      <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
        <button
          type="button"
          disabled={soldOut}
          onClick={() => onAdd(product, quantity)}
          className="min-h-12 w-full rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {t(soldOut ? 'outOfStock' : 'addToCart')}
        </button>
      </div>
      <PromoButton product={product} {...promo} />
      <CompareButton id={product.id} name={product.name} />
    </div>
  );
}
