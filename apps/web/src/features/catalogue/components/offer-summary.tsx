import type { Product } from '@avstore/core';
import { Price } from '../../../components/price';
import { useCatalogueT } from '../../../i18n/catalogue';
import { KokoLine } from './koko-line';
import { StockBadge } from './stock-badge';

/** What a product costs and whether it can be had: the details modal and the product page. */
export function OfferSummary({ product }: { product: Product }) {
  const t = useCatalogueT();
  return (
    <>
      <Price product={product} size="lg" />
      {/* The stock before the instalments: on a phone both price and stock fit the first screen. */}
      <div className="flex flex-wrap gap-2">
        <StockBadge stock={product.stock} />
        {product.hasPromo && product.promoDiscount ? (
          <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
            {t('promoCode', { percent: product.promoDiscount })}
          </span>
        ) : null}
      </div>
      <KokoLine product={product} />
    </>
  );
}
