const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/** 0 to 99: 'Forty-Eight'. */
function tens(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`;
}

/** 1 to 999: 'Five Hundred', 'One Hundred Five'. */
function hundreds(n: number): string {
  const words = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  if (n % 100 > 0) words.push(tens(n % 100));
  return words.join(' ');
}

/**
 * A whole number in words, in thousands and millions as Sri Lankan invoices and cheques write
 * them: 48500 → 'Forty-Eight Thousand Five Hundred'. No 'and' inside it: on an invoice the 'and'
 * comes before the cents.
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return ONES[0]!;
  const groups: string[] = [];
  for (let rest = n, scale = 0; rest > 0; rest = Math.floor(rest / 1000), scale++) {
    const group = rest % 1000;
    if (group > 0) groups.unshift([hundreds(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

/**
 * The total of a tax invoice in words, as the revised format asks for it (decision 025):
 * 4850050 cents → 'Sri Lankan Rupees Forty-Eight Thousand Five Hundred and cents fifty only'.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount: ${cents}`);
  const rupees = Math.floor(cents / 100);
  const rest = cents % 100;
  const andCents = rest > 0 ? ` and cents ${tens(rest).toLowerCase()}` : '';
  return `Sri Lankan Rupees ${numberInWords(rupees)}${andCents} only`;
}
