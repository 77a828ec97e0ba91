import { statusBadge, stockState, type BadgeTone } from '@avstore/core';
import { capitalise } from '../lib/labels';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};
const pill =
  'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** An order's status; the word carries the meaning, the colour repeats it. */
export function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return <span className={`${pill} ${TONES[badge.tone]}`}>{capitalise(badge.label)}</span>;
}

const STOCK_TONES = { out: TONES.red, low: TONES.yellow, in: TONES.green } as const;

/** The stock as the shop labels it, with the unit count. */
export function StockBadge({ stock }: { stock: number }) {
  const state = stockState(stock);
  const label = state.kind === 'in' ? `In Stock (${stock})` : state.label;
  return <span className={`${pill} ${STOCK_TONES[state.kind]}`}>{label}</span>;
}

export function Pill({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${pill} ${TONES[tone]}`}>{children}</span>;
}
