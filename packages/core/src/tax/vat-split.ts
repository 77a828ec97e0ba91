/**
 * VAT inside prices that include it (decision 025): the catalogue's prices are what the shopper
 * pays, so a tax invoice takes the VAT out of them rather than adding it on.
 */

/** The rate in hundredths of a percent: 18% is 1800. */
export const BASIS_POINTS = 10_000;

export interface VatSplit {
  /** The value of the supply without VAT, in cents. */
  netCents: number;
  vatCents: number;
  /** What was paid: net + VAT, to the cent. */
  totalCents: number;
}

/**
 * The net and the VAT in `totalCents` at `rateBasisPoints`: net = total × 10,000 / (10,000 +
 * rate), rounded half up to the cent, and VAT the rest, so that net + VAT = total exactly.
 * In BigInt: a total of billions of cents times 11,800 is past a double's exact integers.
 */
export function splitVat(totalCents: number, rateBasisPoints: number): VatSplit {
  const total = BigInt(totalCents);
  const divisor = BigInt(BASIS_POINTS + rateBasisPoints);
  const net = (total * BigInt(BASIS_POINTS) * 2n + divisor) / (divisor * 2n);
  return { netCents: Number(net), vatCents: Number(total - net), totalCents };
}

/**
 * A document's lines split so that both its lines and its whole add up to the cent: the VAT of
 * the whole is split from the total (as `splitVat`), then shared among the lines by their exact
 * shares, each rounded down and the cents left over given to the lines with the largest
 * remainders. Every line's net + VAT is its amount, the lines' VAT adds up to the whole's, and
 * so do their nets.
 */
export function splitVatLines(
  lineCents: readonly number[],
  rateBasisPoints: number,
): { lines: VatSplit[]; total: VatSplit } {
  const total = splitVat(
    lineCents.reduce((sum, cents) => sum + cents, 0),
    rateBasisPoints,
  );
  const divisor = BigInt(BASIS_POINTS + rateBasisPoints);
  const shares = lineCents.map((cents, index) => {
    const exact = BigInt(cents) * BigInt(rateBasisPoints);
    return { index, floor: exact / divisor, remainder: exact % divisor };
  });
  let left = BigInt(total.vatCents) - shares.reduce((sum, s) => sum + s.floor, 0n);
  const vat = shares.map((s) => s.floor);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    vat[share.index]! += 1n;
    left -= 1n;
  }
  const lines = lineCents.map((cents, index) => {
    const vatCents = Number(vat[index]);
    return { netCents: cents - vatCents, vatCents, totalCents: cents };
  });
  return { lines, total };
}

/** 1800 → '18%', 1250 → '12.5%'. */
export const vatRateWords = (rateBasisPoints: number) =>
  `${Number((rateBasisPoints / 100).toFixed(2))}%`;
