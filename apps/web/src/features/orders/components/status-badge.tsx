import { statusBadge, type BadgeTone } from '@avstore/core';
import { capitalise } from '../labels';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An order's status as a coloured pill; the word carries the meaning, the colour repeats it. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const badge = statusBadge(status);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[badge.tone]}`}
      data-tone={badge.tone}
    >
      {capitalise(badge.label)}
    </span>
  );
}
