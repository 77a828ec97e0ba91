import { lazy, Suspense } from 'react';
import { formatLKR, type SalesReport } from '@avstore/core';
import { card } from '../ui';
import { MixTable } from './mix-table';
import { bucketLabel, districtLabel, mixLabel } from './report-words';

// chart.js comes with this screen only, never with the shop (docs/decisions/022-charts.md).
const SalesChart = lazy(() => import('./sales-chart'));

function Total({ title, value }: { title: string; value: string }) {
  return (
    <section className={`${card} p-5`} aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-600">{title}</h2>
      <p className="mt-2 text-2xl font-bold text-ink">{value}</p>
    </section>
  );
}

/** The period's totals, its chart (with the figures as a table), and its mixes. */
export function SalesFigures({ report }: { report: SalesReport }) {
  const { orders, revenue } = report.totals;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Total title="Orders sold" value={String(orders)} />
        <Total title="Revenue" value={formatLKR(revenue)} />
        <Total title="Average order" value={formatLKR(orders ? revenue / orders : 0)} />
      </div>
      <section className={`${card} p-5`} aria-label="Sales chart">
        <h2 className="mb-3 text-lg font-semibold">Sales by {report.unit}</h2>
        <Suspense fallback={<p className="h-72 text-slate-600">Loading the chart…</p>}>
          <SalesChart report={report} />
        </Suspense>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer py-3 font-semibold">The figures as a table</summary>
          <table className="mt-2 w-full text-left" aria-label={`Sales by ${report.unit}`}>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="py-1">
                  {report.unit === 'day' ? 'Day' : report.unit === 'week' ? 'Week' : 'Month'}
                </th>
                <th scope="col" className="py-1 text-right">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.buckets.map((b) => (
                <tr key={b.start}>
                  <th scope="row" className="py-1 font-medium">
                    {bucketLabel(b.start, report.unit)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{b.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatLKR(b.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <MixTable
          title="Payment method mix"
          column="Payment method"
          total={orders}
          rows={report.payment.map((r) => ({ key: r.method, label: mixLabel(r.method), ...r }))}
        />
        <MixTable
          title="Delivery method mix"
          column="Delivery method"
          total={orders}
          rows={report.delivery.map((r) => ({ key: r.method, label: mixLabel(r.method), ...r }))}
        />
      </div>
      <MixTable
        title="Orders by district"
        column="District"
        total={orders}
        rows={report.districts.map((r) => ({
          key: r.district ?? '',
          label: districtLabel(r.district),
          ...r,
        }))}
      />
    </div>
  );
}
