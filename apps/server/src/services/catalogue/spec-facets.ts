import { sql } from 'drizzle-orm';
import { attributesOf, type Attribute, type ProductSearch, type SpecFacet } from '@avstore/core';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { everyFilter } from './search-filters';

/** The typed specifications of the categories on screen, in the order their lists give them. */
function attributesOnScreen(categories: readonly string[]): Attribute[] {
  const seen = new Map<string, Attribute>();
  for (const category of categories)
    for (const attribute of attributesOf(category)) seen.set(attribute.key, attribute);
  return [...seen.values()];
}

const filterKey = (f: ProductSearch['specs'][number]) => (f.kind === 'choice' ? f.key : f.keys[0]);

type Row = {
  key: string;
  option: string | null;
  count: number;
  min: string | null;
  max: string | null;
};

/**
 * What the Shop's specification filters offer (issue #25): for the categories on screen, each
 * number's range and each choice's options, with how many matches state them. A specification
 * being filtered is counted without its own filter, so its other options stay in sight; the
 * others are counted in one pass.
 */
export async function readSpecFacets(db: Db, search: ProductSearch): Promise<SpecFacet[]> {
  if (!search.categories) return [];
  const attributes = attributesOnScreen(search.categories);
  if (attributes.length === 0) return [];
  const filtered = new Set(search.specs.map(filterKey));
  const passes = [
    { keys: attributes.map((a) => a.key).filter((k) => !filtered.has(k)), search },
    ...[...filtered].map((key) => ({
      keys: [key!],
      search: { ...search, specs: search.specs.filter((f) => filterKey(f) !== key) },
    })),
  ].filter((pass) => pass.keys.length > 0);
  const rows = (await Promise.all(passes.map((p) => readPass(db, p.search, p.keys)))).flat();
  return attributes.map((attribute) =>
    facetOf(
      attribute,
      rows.filter((r) => r.key === attribute.key),
    ),
  );
}

async function readPass(db: Db, search: ProductSearch, keys: string[]): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    SELECT e.key, o.option, count(*)::int AS count,
           min(CASE WHEN jsonb_typeof(e.value) = 'number' THEN e.value::text::numeric END) AS min,
           max(CASE WHEN jsonb_typeof(e.value) = 'number' THEN e.value::text::numeric END) AS max
    FROM ${products}
    CROSS JOIN LATERAL jsonb_each(${products.attributes}) AS e
    LEFT JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value END) AS o(option) ON true
    WHERE ${everyFilter(search)} AND e.key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})
    GROUP BY e.key, o.option`);
  return result.rows;
}

function facetOf(attribute: Attribute, rows: Row[]): SpecFacet {
  if (attribute.kind === 'number') {
    const row = rows.find((r) => r.option === null && r.min !== null);
    return {
      key: attribute.key,
      label: attribute.label,
      kind: 'number',
      unit: attribute.unit,
      range: row ? { min: Number(row.min), max: Number(row.max) } : null,
      count: row?.count ?? 0,
    };
  }
  const counts = new Map(rows.filter((r) => r.option !== null).map((r) => [r.option!, r.count]));
  return {
    key: attribute.key,
    label: attribute.label,
    kind: 'choice',
    options: attribute.options
      .filter((option) => counts.has(option))
      .map((option) => ({ option, count: counts.get(option)! })),
  };
}
