import { sql, type SQL } from 'drizzle-orm';
import { attributesOf, type Attribute, type ProductSearch, type SpecFacet } from '@avstore/core';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { everyFilter } from './search-filters';
import { specNumber, statesNumber } from './spec-match';

/** The typed specifications of the categories on screen, in the order their lists give them. */
function attributesOnScreen(categories: readonly string[]): Attribute[] {
  const seen = new Map<string, Attribute>();
  for (const category of categories)
    for (const attribute of attributesOf(category)) seen.set(attribute.key, attribute);
  return [...seen.values()];
}

const filterKey = (f: ProductSearch['specs'][number]) => (f.kind === 'choice' ? f.key : f.keys[0]);

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
    { attributes: attributes.filter((a) => !filtered.has(a.key)), search },
    ...attributes
      .filter((a) => filtered.has(a.key))
      .map((attribute) => ({
        attributes: [attribute],
        search: { ...search, specs: search.specs.filter((f) => filterKey(f) !== attribute.key) },
      })),
  ].filter((pass) => pass.attributes.length > 0);
  const found = (await Promise.all(passes.map((p) => readPass(db, p.search, p.attributes)))).flat();
  const byKey = new Map(found.map((facet) => [facet.key, facet]));
  return attributes.map((attribute) => byKey.get(attribute.key)!);
}

/**
 * One pass over the matches for some attributes, with no row per value: each number's lowest,
 * highest and count, and each option's count, as columns of one row (a lateral jsonb_each made a
 * row per value and took most of a category page's time at 50,000 products).
 */
async function readPass(
  db: Db,
  search: ProductSearch,
  attributes: readonly Attribute[],
): Promise<SpecFacet[]> {
  const columns: SQL[] = [];
  for (const attribute of attributes) {
    if (attribute.kind === 'number') {
      const value = specNumber(attribute.key);
      columns.push(
        sql`min(${value})`,
        sql`max(${value})`,
        sql`count(*) FILTER (WHERE ${statesNumber(attribute.key)})`,
      );
    } else {
      for (const option of attribute.options)
        columns.push(
          sql`count(*) FILTER (WHERE ${products.attributes} @> ${JSON.stringify({ [attribute.key]: [option] })}::jsonb)`,
        );
    }
  }
  const select = sql.join(
    columns.map((column, i) => sql`${column} AS ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, string | number | null>>(
    sql`SELECT ${select} FROM ${products} WHERE ${everyFilter(search)}`,
  );
  const row = result.rows[0] ?? {};
  let at = 0;
  const next = () => row[`c${at++}`] ?? null;
  return attributes.map((attribute): SpecFacet => {
    if (attribute.kind === 'number') {
      const [min, max, count] = [next(), next(), Number(next() ?? 0)];
      return {
        key: attribute.key,
        label: attribute.label,
        kind: 'number',
        unit: attribute.unit,
        range: min === null || max === null ? null : { min: Number(min), max: Number(max) },
        count,
      };
    }
    const options = attribute.options.map((option) => ({ option, count: Number(next() ?? 0) }));
    return {
      key: attribute.key,
      label: attribute.label,
      kind: 'choice',
      options: options.filter((o) => o.count > 0),
    };
  });
}
