import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  facetsFrom,
  type FacetCount,
  type ProductSearch,
  type ProductSearchResult,
} from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { products } from '../../db/schema';
import { productColumns, toProduct } from './to-product';

const SUGGESTIONS = 8;
/** How alike a word of a name must be to the query to be suggested (pg_trgm's word similarity). */
const SUGGESTION_LIKENESS = 0.4;
/** What model names are written with or without: "SM 58", "SM-58", "SM58". */
const JOINER_CHARS = ' -/.';
const JOINERS = /[\s\-/.]+/g;

/**
 * The Shop's search (docs/product.md §5): one page of the matches in the chosen order, the facets
 * of every match, and, when the query matches no name, the closest products instead. The page and
 * the facets are read at the same time, on two connections.
 */
export async function searchProducts(db: Db, search: ProductSearch): Promise<ProductSearchResult> {
  const [items, counts] = await Promise.all([readPage(db, search), readFacetCounts(db, search)]);
  const { total, facets } = facetsFrom(counts, search);
  const result: ProductSearchResult = {
    items: items.map(toProduct),
    total,
    page: search.page,
    pageSize: search.pageSize,
    facets,
  };
  if (total === 0 && search.query) result.suggestions = await readSuggestions(db, search.query);
  return result;
}

/** The query and switches: what the facets count within. */
function matching(search: ProductSearch): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    search.query
      ? sql`lower(${products.name}) LIKE ${`%${likeEscaped(search.query)}%`}`
      : undefined,
    search.inStock ? sql`${products.stock} > 0` : undefined,
    search.featured ? eq(products.featured, true) : undefined,
  );
}

function inPrice(search: ProductSearch): SQL | undefined {
  return and(
    search.minPriceCents === null ? undefined : gte(products.salePriceCents, search.minPriceCents),
    search.maxPriceCents === null ? undefined : lte(products.salePriceCents, search.maxPriceCents),
  );
}

function readPage(db: Db, search: ProductSearch) {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        matching(search),
        search.categories ? inArray(products.category, search.categories) : undefined,
        search.brands ? inArray(products.brand, search.brands) : undefined,
        inPrice(search),
      ),
    )
    .orderBy(...order(search))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
}

/** Every order ends on the name, which is unique, so pages never overlap. */
function order(search: ProductSearch): SQL[] {
  const byName = asc(products.name);
  switch (search.sort) {
    case 'relevance':
      // A name that starts with the query first, then the earlier the query appears, the better.
      return search.query
        ? [sql`strpos(lower(${products.name}), ${search.query})`, byName]
        : [byName];
    case 'price-asc':
      return [asc(products.salePriceCents), byName];
    case 'price-desc':
      return [desc(products.salePriceCents), byName];
    case 'newest':
      return [desc(products.createdAt), byName];
    case 'name':
      return [byName];
  }
}

/** One pass over the matches, grouped so that facetsFrom can count each facet without its own filter. */
async function readFacetCounts(db: Db, search: ProductSearch): Promise<FacetCount[]> {
  const priced = inPrice(search) ?? sql`true`;
  const rows = await db
    .select({
      category: products.category,
      brand: products.brand,
      inPrice: sql<boolean>`${priced}`,
      count: sql<number>`count(*)::int`,
      minPriceCents: sql<string>`min(${products.salePriceCents})`,
      maxPriceCents: sql<string>`max(${products.salePriceCents})`,
    })
    .from(products)
    .where(matching(search))
    .groupBy(products.category, products.brand, sql`3`);
  return rows.map((r) => ({
    ...r,
    minPriceCents: Number(r.minPriceCents),
    maxPriceCents: Number(r.maxPriceCents),
  }));
}

/**
 * Products whose words look like the query (pg_trgm's word similarity), that full-text search
 * finds it in (name, brand, category, description), or whose name holds it once spaces and dashes
 * are left out on both sides ("sm 58" for SM58): those first, then full-text finds, then likeness.
 */
async function readSuggestions(db: Db, query: string) {
  const rows = await transaction(db, async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_LIKENESS)}, true)`,
    );
    const words = sql`websearch_to_tsquery('english', ${query})`;
    const name = sql`lower(${products.name})`;
    const found = sql`${products.searchDocument} @@ ${words}`;
    const compact = query.replace(JOINERS, '');
    const joinedName = sql`translate(${name}, ${JOINER_CHARS}, '')`;
    const joined =
      compact.length >= 2 ? sql`${joinedName} LIKE ${`%${likeEscaped(compact)}%`}` : undefined;
    return tx
      .select(productColumns)
      .from(products)
      .where(and(isNull(products.archivedAt), or(sql`${query} <% ${name}`, found, joined)))
      .orderBy(
        ...(joined ? [desc(joined), sql`strpos(${joinedName}, ${compact})`] : []),
        desc(found),
        desc(sql`ts_rank(${products.searchDocument}, ${words})`),
        desc(sql`word_similarity(${query}, ${name})`),
        asc(products.name),
      )
      .limit(SUGGESTIONS);
  });
  return rows.map(toProduct);
}

/** LIKE's own characters taken literally: a search for "50%" means those three characters. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
