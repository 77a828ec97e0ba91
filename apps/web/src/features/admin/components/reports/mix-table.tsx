import { formatLKR } from '@avstore/core';
import { card } from '../ui';
import { share } from './report-words';

export interface MixRow {
  key: string;
  label: string;
  orders: number;
  revenue: number;
}

/** Orders and revenue split one way (payment, delivery, district), with each part's share. */
export function MixTable({
  title,
  column,
  rows,
  total,
}: {
  title: string;
  /** The heading of the rows' names: 'Payment method', 'District'. */
  column: string;
  rows: MixRow[];
  total: number;
}) {
  return (
    <section className={`${card} p-5`} aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No orders sold in this period.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                {column}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-2 font-medium">
                  {row.label}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {row.orders} <span className="text-slate-500">({share(row.orders, total)})</span>
                </td>
                <td className="py-2 text-right tabular-nums">{formatLKR(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
