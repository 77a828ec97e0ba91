import { useSearchParams } from 'react-router';
import { addDays, dayIn, REPORT_UNITS, type ReportUnit } from '@avstore/core';
import { useSalesReport, useTopSellers, type ReportParams } from '../../api/get-reports';
import { QueryView } from '../query-view';
import { PeriodForm } from './period-form';
import { SalesFigures } from './sales-figures';
import { TopSellers } from './top-sellers';

// The store's zone (SHOP_TIMEZONE's default) for the default period; the server's answer says its own.
const SHOP_ZONE = 'Asia/Colombo';

const isUnit = (value: string | null): value is ReportUnit =>
  REPORT_UNITS.includes(value as ReportUnit);

/** The reports screen: a period in the address (so it can be shared and reloaded), its figures. */
export function ReportsScreen() {
  const [search, setSearch] = useSearchParams();
  const today = dayIn(SHOP_ZONE, new Date());
  const unit = search.get('unit');
  const to = search.get('to') ?? today;
  const params: ReportParams = {
    from: search.get('from') ?? addDays(to, -29),
    to,
    unit: isUnit(unit) ? unit : 'day',
  };
  const sales = useSalesReport(params);
  const top = useTopSellers(params);
  return (
    <div className="space-y-6">
      <PeriodForm
        key={`${params.from}|${params.to}|${params.unit}`}
        value={params}
        today={today}
        onChange={(next) => setSearch({ ...next })}
      />
      <p className="text-sm text-slate-600">
        Counts the orders that sold: confirmed, dispatched, ready for collection or delivered.
        Pending and cancelled orders are left out. Days are Sri Lanka&apos;s ({SHOP_ZONE}); a week
        starts on Monday. Revenue is the order totals, delivery included.
      </p>
      <QueryView query={sales} label="the sales report">
        {(report) => <SalesFigures report={report} />}
      </QueryView>
      <QueryView query={top} label="the top sellers">
        {(report) => <TopSellers report={report} />}
      </QueryView>
    </div>
  );
}
