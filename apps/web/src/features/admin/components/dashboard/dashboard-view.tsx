import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLKR, type Dashboard } from '@avstore/core';
import { useDashboard } from '../../api/get-dashboard';
import { QueryView } from '../query-view';
import { card, linkClass } from '../ui';
import { LowStockList, RefundsDue } from './dashboard-lists';

export function DashboardView() {
  return (
    <QueryView query={useDashboard()} label="the dashboard">
      {(data) => <DashboardBody data={data} />}
    </QueryView>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat title="Today" value={formatLKR(data.today.revenue)}>
          {plural(data.today.orders, 'order')}
        </Stat>
        <Stat title="This month" value={formatLKR(data.month.revenue)}>
          {plural(data.month.orders, 'order')}
        </Stat>
        <Stat title="Orders waiting" value={String(data.waiting.pending + data.waiting.confirmed)}>
          <Link to="/admin/orders?status=pending" className={linkClass}>
            {data.waiting.pending} pending
          </Link>
          {' · '}
          <Link to="/admin/orders?status=confirmed" className={linkClass}>
            {data.waiting.confirmed} confirmed
          </Link>
        </Stat>
        <Stat title="Unread messages" value={String(data.unreadMessages)}>
          <Link to="/admin/messages" className={linkClass}>
            Open messages
          </Link>
        </Stat>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Low stock">
          <LowStockList items={data.lowStock} />
          <Link to="/admin/low-stock" className={`${linkClass} mt-3 inline-block`}>
            The low-stock list, with each product&apos;s level
          </Link>
        </Panel>
        <Panel title="Refunds due">
          <RefundsDue items={data.refundsDue} />
        </Panel>
      </div>
    </div>
  );
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function Stat({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <section className={`${card} p-5`} aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-600">{title}</h2>
      <p className="mt-2 text-2xl font-bold text-ink">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${card} p-5`} aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
