import type { ReactNode } from 'react';

/**
 * The back office's building blocks, in the shop's look: white cards, ink buttons 44 px high
 * (staff work on phones too).
 */
export const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
export const darkButton = `${button} bg-ink text-white hover:bg-slate-700`;
export const plainButton = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;
export const dangerPlainButton = `${button} bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50`;
export const smallButton =
  'rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';
export const linkClass = 'font-semibold text-brand-700 hover:underline';
export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A table in a card that scrolls sideways on a phone rather than squashing its columns. */
export function DataTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className={`${card} overflow-x-auto`}>
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}
