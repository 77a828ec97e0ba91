import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  facetsFrom,
  type FacetCount,
  type ProductSearch,
  type ProductSearchResult,
} from '@avstore/core';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { productColumns, toProduct } from './to-product';

const SUGGESTIONS = 8;
/** How alike a word of a name must be to the query to be suggested (pg_trgm's word similarity). */
const SUGGESTION_LIKENESS = 0.4;
/** Full-text finds ranked for a suggestion, at most. */
const FULL_TEXT_CANDIDATES = 200;
/** What model names are written with or without: "SM 58", "SM-58", "SM58". */
const JOINER_CHARS = ' -/.';
const JOINERS = /[\s\-/.]+/g;

/**
 * The Shop's search (docs/product.md §5): one page of the matches in the chosen order, the facets
 * of every match, and, when the query matches no name, the closest products instead. The page and
 * the facets are read at the same time, on two connections.
 */
export async function searchProducts(
  db: Db,
  search: ProductSearch,
  facetCounts: (search: ProductSearch) => Promise<FacetCount[]> = (s) => readFacetCounts(db, s),
): Promise<ProductSearchResult> {
  const [items, counts] = await Promise.all([readPage(db, search), facetCounts(search)]);
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
export async function readFacetCounts(db: Db, search: ProductSearch): Promise<FacetCount[]> {
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
 * The closest products to a query that matched no name (docs/product.md §5 "Search"), from three
 * index-served reads made at once, in this order: names that hold the query once spaces and dashes
 * are left out ("sm 58" for SM58), full-text finds (name, brand, category, description), then the
 * names nearest by word likeness.
 */
async function readSuggestions(db: Db, query: string) {
  const [joined, found, alike] = await Promise.all([
    readJoinedMatches(db, query),
    readFullTextMatches(db, query),
    readAlikeNames(db, query),
  ]);
  const seen = new Set<string>();
  const picked = [...joined, ...found, ...alike].filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  return picked.slice(0, SUGGESTIONS).map(toProduct);
}

const name = sql`lower(${products.name})`;
const joinedName = sql`translate(${name}, ${JOINER_CHARS}, '')`;

function readJoinedMatches(db: Db, query: string) {
  const compact = query.replace(JOINERS, '');
  if (compact.length < 2) return Promise.resolve([]);
  return db
    .select(productColumns)
    .from(products)
    .where(and(isNull(products.archivedAt), sql`${joinedName} LIKE ${`%${likeEscaped(compact)}%`}`))
    .orderBy(sql`strpos(${joinedName}, ${compact})`, asc(products.name))
    .limit(SUGGESTIONS);
}

/** Ranked among the first finds only: a word in every description would otherwise rank them all. */
function readFullTextMatches(db: Db, query: string) {
  const words = sql`websearch_to_tsquery('english', ${query})`;
  const finds = db
    .select({ ...productColumns, document: products.searchDocument })
    .from(products)
    .where(and(isNull(products.archivedAt), sql`${products.searchDocument} @@ ${words}`))
    .limit(FULL_TEXT_CANDIDATES)
    .as('finds');
  const { document, ...columns } = finds._.selectedFields;
  return db
    .select(columns)
    .from(finds)
    .orderBy(desc(sql`ts_rank(${document}, ${words})`), asc(columns.name))
    .limit(SUGGESTIONS);
}

/** The nearest names by GiST's distance order, then only those alike enough. */
async function readAlikeNames(db: Db, query: string) {
  const distance = sql<number>`${query} <<-> ${name}`;
  const rows = await db
    .select({ ...productColumns, distance })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(distance)
    .limit(SUGGESTIONS);
  return rows.filter((row) => 1 - Number(row.distance) >= SUGGESTION_LIKENESS);
}

/** LIKE's own characters taken literally: a search for "50%" means those three characters. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
