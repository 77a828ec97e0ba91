import { stockState } from '@avstore/core';
import { Pill } from '../../../components/badge';

const STOCK_TONES = { out: 'red', low: 'yellow', in: 'green' } as const;

/** The stock as the shop labels it, with the unit count. */
export function StockBadge({ stock }: { stock: number }) {
  const state = stockState(stock);
  const label = state.kind === 'in' ? `In Stock (${stock})` : state.label;
  return <Pill tone={STOCK_TONES[state.kind]}>{label}</Pill>;
}
