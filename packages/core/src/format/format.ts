// Written by hand rather than with Intl.NumberFormat: building an en-LK formatter loads ICU
// locale data, which cost about 25 ms of main thread on every page that shows a price. The
// digits are the ones Intl writes (the unit tests compare the two): rounding half away from
// zero on the number's shortest decimal form, thousands grouped with commas.

/** Beyond this the hundredths are no longer exact in a double; Intl writes such amounts. */
const LARGEST_EXACT = 1e13;
let intlFallback: Intl.NumberFormat | undefined;

/**
 * Whole rupees and two-digit cents of abs, rounded half away from zero on its shortest decimal
 * form: `${abs}e2` moves the point in the decimal text itself, so 1.005 gives 101 cents.
 */
function roundToCents(abs: number): [string, string] {
  if (abs < 0.001) return ['0', '00']; // written with an exponent, and rounds to 0 anyway
  if (abs >= LARGEST_EXACT) {
    intlFallback ??= new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    const [whole = '0', cents = '00'] = intlFallback.format(abs).split('.');
    return [whole, cents];
  }
  const cents = Math.round(Number(`${abs}e2`));
  return [String(Math.floor(cents / 100)), String(cents % 100).padStart(2, '0')];
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/** A number with at most two decimals (trailing zeros dropped) and grouped thousands. */
function formatGrouped(n: number): string {
  const [whole, cents] = roundToCents(Math.abs(n));
  const fraction = cents.replace(/0+$/, '');
  return `${isNegative(n) ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** LKR with two decimals, as the cart and success page show it (docs/product.md §9). */
export function formatLKR(rupees: number): string {
  if (!Number.isFinite(rupees)) return `LKR\u00a0${rupees}`;
  const [whole, cents] = roundToCents(Math.abs(rupees));
  return `${isNegative(rupees) ? '-' : ''}LKR\u00a0${groupThousands(whole)}.${cents}`;
}

/** LKR with two decimals, from whole cents: how money computed in cents reaches the screen. */
export function formatCents(cents: number): string {
  return formatLKR(cents / 100);
}

/** Whole cents as a grouped amount with two decimals and no currency, for a column headed LKR. */
export function formatCentsAmount(cents: number): string {
  return formatCents(cents).replace('LKR\u00a0', '');
}

/** 'Rs. ' plus a grouped number, 'Rs. 0' for anything that is not a number (docs/product.md §9). */
export function formatRs(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'Rs. 0';
  return `Rs. ${formatGrouped(n)}`;
}

/** A date as docs/product.md §3 allows it: an ISO string, a Date, or an object with _seconds. */
export type DateInput = string | number | Date | { _seconds: number } | null | undefined;

/** en-US long month with hour and minute; 'N/A' when missing, 'Invalid Date' when unreadable (docs/product.md §9). */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date =
    typeof value === 'object' && !(value instanceof Date)
      ? new Date(Number(value._seconds) * 1000)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return dateTimeFormat(timeZone).format(date);
}

/**
 * One formatter per time zone, kept: toLocaleString builds one for each date, and a receipt or an
 * order list formats dozens.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}
