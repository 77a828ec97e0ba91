import { stockState } from '@avstore/core';
import { useCatalogueT } from '../../../i18n/catalogue';
import { stockLabel } from '../words';

const STYLES = {
  out: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  in: 'bg-emerald-100 text-emerald-800',
} as const;

export function StockBadge({ stock }: { stock: number }) {
  const state = stockState(stock);
  const t = useCatalogueT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[state.kind]}`}
    >
      {stockLabel(t, stock)}
    </span>
  );
}
