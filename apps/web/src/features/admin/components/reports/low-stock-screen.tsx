import { Link } from 'react-router';
import { formatDateTime, type LowStockList } from '@avstore/core';
import { useLowStock } from '../../api/get-reports';
import { QueryView } from '../query-view';
import { card, linkClass } from '../ui';

/** Products at or below their low-stock level: a list on a phone and a laptop alike. */
export function LowStockScreen() {
  return (
    <QueryView query={useLowStock()} label="the low-stock list">
      {(list) => <LowStockItems list={list} />}
    </QueryView>
  );
}

function LowStockItems({ list }: { list: LowStockList }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        A product is low when its stock is at or below its own level, or the shop&apos;s level (
        {list.defaultThreshold}) when it has none. The shop is mailed once a day about the products
        that became low since the last mail.
      </p>
      {list.items.length === 0 ? (
        <p className={`${card} p-6 text-center text-slate-700`}>No product is low on stock.</p>
      ) : (
        <ul className={`${card} divide-y divide-slate-100`} aria-label="Low-stock products">
          {list.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <Link
                to={`/admin/products/${item.id}`}
                className={`${linkClass} flex min-h-11 min-w-0 flex-1 basis-60 items-center`}
              >
                {item.name}
                {item.sku ? <span className="ml-2 text-slate-500">{item.sku}</span> : null}
              </Link>
              <span className={item.stock === 0 ? 'font-bold text-red-700' : 'font-semibold'}>
                {item.stock === 0 ? 'Out of stock' : `${item.stock} left`}
              </span>
              <span className="text-sm text-slate-600">low at {item.threshold}</span>
              <span className="basis-full text-xs text-slate-500 sm:basis-auto">
                {item.mailedAt
                  ? `Mailed ${formatDateTime(item.mailedAt, 'Asia/Colombo')}`
                  : 'Not mailed yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
