// Kept free of zod: the Shop's filters build these in the page's script.
import { ATTRIBUTE_BY_KEY } from './attributes/definitions';

/**
 * A filter by a typed specification (issue #25): a number within a range (any of `keys`, for a
 * value named in the query such as '1000w', which may be any power), or one of some options.
 */
export type SpecFilter =
  | { kind: 'range'; keys: string[]; min: number | null; max: number | null }
  | { kind: 'choice'; key: string; options: string[] };

/** An order by a typed specification: products without it last. */
export interface SpecSort {
  key: string;
  descending: boolean;
}

export const SPEC_FILTER_MESSAGES = {
  unknown: 'Unknown specification',
  badRange: 'A range is two numbers, the lower first, as in 500-2000',
  badOption: 'Not one of the choices of that specification',
  badSort: 'Unknown order',
} as const;

/**
 * The Shop's `spec` parameters, each 'key:value': a number attribute's value is a range
 * ('powerRms:500-2000', '500-' or '-2000') or one number ('wooferSize:15'); a choice's is one
 * option ('connections:Bluetooth'), and several of one key mean any of them. Gives the filters,
 * or the message for the first that makes no sense.
 */
export function parseSpecFilters(values: readonly string[]): SpecFilter[] | { error: string } {
  const ranges: SpecFilter[] = [];
  const choices = new Map<string, string[]>();
  for (const value of values) {
    const colon = value.indexOf(':');
    const key = value.slice(0, colon);
    const text = value.slice(colon + 1).trim();
    const attribute = colon > 0 ? ATTRIBUTE_BY_KEY.get(key) : undefined;
    if (!attribute) return { error: SPEC_FILTER_MESSAGES.unknown };
    if (attribute.kind === 'choice') {
      if (!attribute.options.includes(text)) return { error: SPEC_FILTER_MESSAGES.badOption };
      choices.set(key, [...new Set([...(choices.get(key) ?? []), text])]);
      continue;
    }
    const range = rangeOf(text);
    if (!range) return { error: SPEC_FILTER_MESSAGES.badRange };
    ranges.push({ kind: 'range', keys: [key], ...range });
  }
  return [
    ...ranges,
    ...[...choices].map(([key, options]) => ({ kind: 'choice' as const, key, options })),
  ];
}

function rangeOf(text: string): { min: number | null; max: number | null } | undefined {
  const match = /^(\d+(?:\.\d+)?)?(-)?(\d+(?:\.\d+)?)?$/.exec(text);
  if (!match || (match[1] === undefined && match[3] === undefined)) return undefined;
  const [, low, dash, high] = match;
  if (!dash) return high === undefined ? { min: Number(low), max: Number(low) } : undefined;
  const min = low === undefined ? null : Number(low);
  const max = high === undefined ? null : Number(high);
  return min !== null && max !== null && min > max ? undefined : { min, max };
}

/** The Shop's `spec` parameters for some filters: the way back from parseSpecFilters. */
export function specFilterParams(filters: readonly SpecFilter[]): string[] {
  return filters.flatMap((f) => {
    if (f.kind === 'choice') return f.options.map((o) => `${f.key}:${o}`);
    const [key] = f.keys;
    if (f.min !== null && f.min === f.max) return [`${key}:${f.min}`];
    return [`${key}:${f.min ?? ''}-${f.max ?? ''}`];
  });
}

/** A `sort` value ordering by a number attribute, 'powerRms-desc' or 'wooferSize-asc'. */
export function parseSpecSort(value: string): SpecSort | undefined {
  const match = /^(\w+)-(asc|desc)$/.exec(value);
  const attribute = match ? ATTRIBUTE_BY_KEY.get(match[1]!) : undefined;
  if (!match || attribute?.kind !== 'number') return undefined;
  return { key: attribute.key, descending: match[2] === 'desc' };
}

export const specSortParam = (sort: SpecSort) => `${sort.key}-${sort.descending ? 'desc' : 'asc'}`;
