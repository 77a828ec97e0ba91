import { Link } from 'react-router';
import { formatLKR, type TopSeller, type TopSellers as TopSellersReport } from '@avstore/core';
import { card, linkClass } from '../ui';

function Ranking({
  title,
  items,
  by,
}: {
  title: string;
  items: TopSeller[];
  by: 'units' | 'revenue';
}) {
  return (
    <section className={`${card} p-5`} aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing sold in this period.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {items.map((item, index) => (
            <li key={item.productId} className="flex items-center gap-3 py-2">
              <span className="w-6 shrink-0 text-right tabular-nums text-slate-500">
                {index + 1}.
              </span>
              <Link
                to={`/admin/products/${item.productId}`}
                className={`${linkClass} flex min-h-11 min-w-0 flex-1 items-center break-words`}
              >
                {item.name}
              </Link>
              <span className="shrink-0 text-right tabular-nums">
                {by === 'units' ? (
                  <>
                    <strong>{item.quantity}</strong> sold
                  </>
                ) : (
                  <strong>{formatLKR(item.revenue)}</strong>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The period's best sellers twice: by units sold and by revenue. */
export function TopSellers({ report }: { report: TopSellersReport }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Ranking title="Top sellers by units" items={report.byQuantity} by="units" />
      <Ranking title="Top sellers by revenue" items={report.byRevenue} by="revenue" />
    </div>
  );
}
