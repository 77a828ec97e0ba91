import {
  currentPriceCents,
  formatCents,
  instalmentsText,
  pricesInCents,
  type Product,
} from '@avstore/core';

/**
 * The KOKO offer (docs/product.md §2 Shop): the price the shopper pays today split into the
 * product's instalments, to the cent (core's splitInstalments), as KOKO is asked for that price.
 */
export function KokoLine({ product }: { product: Product }) {
  const { kokoInstallment, kokoInstallmentCount: count } = product;
  if (!kokoInstallment || !count) return null;
  const total = currentPriceCents(pricesInCents(product));
  return (
    <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      Or pay with KOKO: {instalmentsText(total, count)} (total {formatCents(total)})
    </p>
  );
}
