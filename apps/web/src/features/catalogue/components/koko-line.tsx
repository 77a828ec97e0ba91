import { formatCents, formatLKR, kokoTotalCents, toCents, type Product } from '@avstore/core';

/** docs/product.md §9: the instalment total shown is instalment price times count. */
export function KokoLine({ product }: { product: Product }) {
  const { kokoInstallment, kokoInstallmentCount: count, kokoInstallmentPrice: each } = product;
  if (!kokoInstallment || !count || !each) return null;
  return (
    <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      Or pay with KOKO: {count} instalments of {formatLKR(each)} (total{' '}
      {formatCents(kokoTotalCents(toCents(each), count))})
    </p>
  );
}
