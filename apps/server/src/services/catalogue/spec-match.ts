import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SpecFilter, SpecSort } from '@avstore/core';
import { products } from '../../db/schema';

/** Whether the product states a number attribute as a number. */
export const statesNumber = (key: string): SQL =>
  sql`jsonb_typeof(${products.attributes} -> ${key}) = 'number'`;

/**
 * A number attribute's value, or null where the product does not state it as a number; cast
 * from jsonb straight to numeric, not through text (a third of a specification facet's time).
 */
export const specNumber = (key: string): SQL =>
  sql`(CASE WHEN ${statesNumber(key)} THEN (${products.attributes} -> ${key})::numeric END)`;

/** Has one of the options: by containment, which the attributes' GIN index serves. */
function hasOption(key: string, option: string): SQL {
  return sql`${products.attributes} @> ${JSON.stringify({ [key]: [option] })}::jsonb`;
}

function matchesFilter(filter: SpecFilter): SQL {
  if (filter.kind === 'choice')
    return sql`(${sql.join(
      filter.options.map((o) => hasOption(filter.key, o)),
      sql` OR `,
    )})`;
  const inRange = filter.keys.map((key) => {
    const value = specNumber(key);
    const parts = [
      filter.min === null ? undefined : sql`${value} >= ${filter.min}`,
      filter.max === null ? undefined : sql`${value} <= ${filter.max}`,
    ].filter((p): p is SQL => p !== undefined);
    return sql`(${sql.join(parts, sql` AND `)})`;
  });
  return sql`(${sql.join(inRange, sql` OR `)})`;
}

/** Every filter met; `except` leaves out the filters of one key (its own facet counts without). */
export function matchesSpecs(filters: readonly SpecFilter[], except?: string): SQL | undefined {
  const kept = filters.filter((f) => (f.kind === 'choice' ? f.key : f.keys[0]) !== except);
  if (kept.length === 0) return undefined;
  return sql.join(kept.map(matchesFilter), sql` AND `);
}

/** The order of a sort by a typed specification: products that do not state it last. */
export function bySpec(sort: SpecSort): SQL {
  const value = specNumber(sort.key);
  return sort.descending ? sql`${desc(value)} NULLS LAST` : sql`${asc(value)} NULLS LAST`;
}
