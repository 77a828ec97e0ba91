const lkr = new Intl.NumberFormat('en-LK', {
  style: 'currency',
  currency: 'LKR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const grouped = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });

/** LKR with two decimals, as the cart and success page show it (spec §9). */
export function formatLKR(rupees: number): string {
  return lkr.format(rupees);
}

/** 'Rs. ' plus a grouped number, 'Rs. 0' for anything that is not a number (spec §9). */
export function formatRs(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'Rs. 0';
  return `Rs. ${grouped.format(n)}`;
}

/** A date as spec §3 allows it: an ISO string, a Date, or an object with _seconds. */
export type DateInput = string | number | Date | { _seconds: number } | null | undefined;

/** en-US long month with hour and minute; 'N/A' when missing, 'Invalid Date' when unreadable (spec §9). */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date =
    typeof value === 'object' && !(value instanceof Date)
      ? new Date(Number(value._seconds) * 1000)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}
