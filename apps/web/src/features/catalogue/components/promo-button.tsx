import type { Product } from '@avstore/core';
import { useCatalogueT } from '../../../i18n/catalogue';

export interface PromoProps {
  /** Whether this shopper has already applied the product's promo. */
  promoApplied?: boolean;
  onPromo?: (product: Product) => void;
}

/** 'Apply Promo' on a product with a promo; 'Already Applied' once used (docs/product.md §4). */
export function PromoButton({ product, promoApplied, onPromo }: PromoProps & { product: Product }) {
  const t = useCatalogueT();
  if (!product.hasPromo || !onPromo) return null;
  return (
    <button
      type="button"
      disabled={promoApplied}
      onClick={() => onPromo(product)}
      className="min-h-11 w-full rounded-lg px-2 py-2 text-sm font-semibold text-violet-800 ring-1 ring-violet-300 hover:bg-violet-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 disabled:ring-slate-200"
    >
      {promoApplied
        ? t('promo.applied')
        : product.promoDiscount
          ? t('promo.applyOff', { percent: product.promoDiscount })
          : t('promo.apply')}
      <span className="sr-only">{t('promo.for', { name: product.name })}</span>
    </button>
  );
}
