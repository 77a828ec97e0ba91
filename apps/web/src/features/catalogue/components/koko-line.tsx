import { currentPriceCents, formatCentsIn, pricesInCents, type Product } from '@avstore/core';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/language';
import { instalmentsWords } from '../words';

/**
 * The KOKO offer (docs/product.md §2 Shop): the price the shopper pays today split into the
 * product's instalments, to the cent (core's splitInstalments), as KOKO is asked for that price.
 */
export function KokoLine({ product }: { product: Product }) {
  const { kokoInstallment, kokoInstallmentCount: count } = product;
  const t = useCatalogueT();
  const language = useLanguage();
  if (!kokoInstallment || !count) return null;
  const total = currentPriceCents(pricesInCents(product));
  return (
    <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      {t('koko', {
        instalments: instalmentsWords(t, language, total, count),
        total: formatCentsIn(language, total),
      })}
    </p>
  );
}
