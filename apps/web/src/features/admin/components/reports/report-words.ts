import { methodLabel, type ReportUnit } from '@avstore/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket as the chart and table name it: '10 Mar', 'Week of 10 Mar', 'Mar 2025'. */
export function bucketLabel(start: string, unit: ReportUnit): string {
  const [year, month, day] = start.split('-');
  const monthName = MONTHS[Number(month) - 1] ?? month;
  if (unit === 'month') return `${monthName} ${year}`;
  const date = `${Number(day)} ${monthName}`;
  return unit === 'week' ? `Week of ${date}` : date;
}

/** A payment or delivery method as people say it. */
export const mixLabel = (method: string) => methodLabel(method);

/** A district's row; pickups and older orders name none. */
export const districtLabel = (district: string | null) => district ?? 'No district (pickup)';

/** A share of the whole, as a whole percent ('0%' of nothing). */
export const share = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
