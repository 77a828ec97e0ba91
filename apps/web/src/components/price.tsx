import {
  currentPriceCents,
  formatCentsIn,
  formatLKRIn,
  pricesInCents,
  toCents,
  type Product,
} from '@avstore/core';
import { useCommonT } from '../i18n/common';
import { useLanguage } from '../i18n/language';

/** The current price, with the list price struck through when a discount applies. */
export function Price({ product, size = 'base' }: { product: Product; size?: 'base' | 'lg' }) {
  const current = currentPriceCents(pricesInCents(product));
  const discounted = current < toCents(product.price);
  const language = useLanguage();
  const t = useCommonT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-ink ${size === 'lg' ? 'text-2xl' : 'text-base sm:text-lg'}`}>
        {formatCentsIn(language, current)}
      </span>
      {discounted ? (
        <span className="text-sm text-slate-500 line-through">
          <span className="sr-only">{t('was')}</span>
          {formatLKRIn(language, product.price)}
        </span>
      ) : null}
    </p>
  );
}
