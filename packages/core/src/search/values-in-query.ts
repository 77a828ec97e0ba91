import type { SpecFilter } from '../catalogue/spec-filters';

/**
 * Figures a shopper writes into a search ('15 inch speaker', '1000w amp', '16 channel mixer'),
 * each read as a filter by typed specification, and the words left over.
 */
interface Figure {
  pattern: RegExp;
  filter: (n: number) => SpecFilter;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

const FIGURES: Figure[] = [
  {
    // 15", 15 inch, 15-inch, 15in, and '15 inc' as it is typed: a woofer's size.
    pattern: new RegExp(String.raw`${NUMBER}\s*-?\s*(?:"|”|inc(?:h|hes)?\b|in\b)`, 'gi'),
    filter: (n) => ({ kind: 'range', keys: ['wooferSize'], min: n, max: n }),
  },
  {
    // 1000w, 1000 watts: any power figure near it, as makers state power several ways.
    pattern: new RegExp(String.raw`${NUMBER}\s*(?:w|watts?)\b`, 'gi'),
    filter: (n) => ({
      kind: 'range',
      keys: ['powerRms', 'powerPeak', 'powerAt4Ohm', 'powerAt8Ohm'],
      min: Math.round(n * 0.75),
      max: Math.round(n * 1.5),
    }),
  },
  {
    // 16 channel, 16-channel, 16ch: at least that many channels or inputs.
    pattern: new RegExp(String.raw`${NUMBER}\s*-?\s*(?:ch|channels?|inputs?)\b`, 'gi'),
    filter: (n) => ({ kind: 'range', keys: ['channels', 'inputs'], min: n, max: null }),
  },
  {
    // 130 dB: at least that loud.
    pattern: new RegExp(String.raw`${NUMBER}\s*db\b`, 'gi'),
    filter: (n) => ({ kind: 'range', keys: ['maxSpl'], min: n, max: null }),
  },
];

export function valuesInQuery(query: string): { filters: SpecFilter[]; rest: string } {
  const filters: SpecFilter[] = [];
  let rest = query;
  for (const figure of FIGURES) {
    rest = rest.replace(figure.pattern, (_, digits: string) => {
      filters.push(figure.filter(Number(digits.replace(',', ''))));
      return ' ';
    });
  }
  return { filters, rest: rest.replace(/\s+/g, ' ').trim() };
}
