import {
  currentPriceCents,
  formatCents,
  formatLKR,
  pricesInCents,
  toCents,
  type Product,
} from '@avstore/core';

/** The current price, with the list price struck through when a discount applies. */
export function Price({ product, size = 'base' }: { product: Product; size?: 'base' | 'lg' }) {
  const current = currentPriceCents(pricesInCents(product));
  const discounted = current < toCents(product.price);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-ink ${size === 'lg' ? 'text-2xl' : 'text-base sm:text-lg'}`}>
        {formatCents(current)}
      </span>
      {discounted ? (
        <span className="text-sm text-slate-500 line-through">
          <span className="sr-only">Was </span>
          {formatLKR(product.price)}
        </span>
      ) : null}
    </p>
  );
}
