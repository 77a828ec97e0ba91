import type { ReactNode } from 'react';
import { capitalise, statusBadge, type BadgeTone } from '@avstore/core';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A small coloured label; the word carries the meaning, the colour repeats it. */
export function Pill({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}
      data-tone={tone}
    >
      {children}
    </span>
  );
}

/** An order's status as the shop and the back office show it (docs/product.md §9). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const badge = statusBadge(status);
  return <Pill tone={badge.tone}>{capitalise(badge.label)}</Pill>;
}
