import { asc, desc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  correctedQuery,
  facetsFrom,
  namedCategories,
  queryWords,
  valuesInQuery,
  type FacetCount,
  type Product,
  type ProductSearch,
  type ProductSearchResult,
  type SpecFacet,
} from '@avstore/core';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import type { KnownWords } from './known-words';
import { productColumns, shownProductColumns, toProduct } from './to-product';
import { everyFilter, inPrice, matching } from './search-filters';
import { readSpecFacets } from './spec-facets';
import { bySpec } from './spec-match';
import { gearScore, ofCategories, wordScore } from './word-match';

const SUGGESTIONS = 8;
/** How alike a word of a name must be to the query to be suggested (pg_trgm's word similarity). */
const SUGGESTION_LIKENESS = 0.4;

export interface SearchSources {
  /** The facets of a search; the catalogue keeps those of the Shop without a query a while. */
  facetCounts?: (search: ProductSearch) => Promise<FacetCount[]>;
  /** The typed specifications' facets; the catalogue keeps those of pages without a query. */
  specFacets?: (search: ProductSearch) => Promise<SpecFacet[]>;
  /** The words of the shop's names and makers, that slips are put right to. */
  knownWords?: () => Promise<KnownWords>;
}

/**
 * The Shop's search (issue #25; DESIGN.md's departures). While some name holds the query the
 * results are exactly those (the spec's rule), the gear the query names first; when none does,
 * the search widens to every field and the trade's words, then puts slips right, and says what
 * it showed; only when that finds nothing too come the closest names, under 'No products found'.
 */
export async function searchProducts(
  db: Db,
  search: ProductSearch,
  sources: SearchSources = {},
): Promise<ProductSearchResult> {
  // A search with its slips put right reads its page first and its facets only if the page
  // shows something: it comes after two that found nothing, as often as not finds nothing either,
  // and the facets (with a category's specifications) are most of the work.
  const meant = await asMeant(
    search,
    async (s, round) => {
      if (round !== 'corrected' || s.page > 1) return searchPage(db, s, sources);
      const page = await readPage(db, s);
      return page.length > 0 ? searchPage(db, s, sources, page) : nothingFound(s);
    },
    (result) => result.total > 0,
    sources.knownWords,
  );
  if (meant.found || !search.query) return { ...meant.result, ...meant.words };
  return { ...meant.result, suggestions: await readAlikeNames(db, search.query) };
}

/**
 * A few products for the header's suggestions as the shopper types: the first of the same
 * search, without its facets.
 */
export async function suggestProducts(
  db: Db,
  search: ProductSearch,
  known: () => Promise<KnownWords>,
): Promise<{ items: Product[]; didYouMean?: string }> {
  const meant = await asMeant(
    search,
    async (s) => (await readPage(db, s)).map(toProduct),
    (items) => items.length > 0,
    known,
  );
  return {
    items: meant.result,
    ...(meant.words?.didYouMean && { didYouMean: meant.words.didYouMean }),
  };
}

/**
 * Runs the search as the shopper meant it: by name; when that finds nothing, by the words in
 * every field; then with the slips put right. `words` says what was shown when not the names.
 */
async function asMeant<R>(
  search: ProductSearch,
  run: (search: ProductSearch, round: 'name' | 'widened' | 'corrected') => Promise<R>,
  found: (result: R) => boolean,
  knownWords: (() => Promise<KnownWords>) | undefined,
): Promise<{ result: R; found: boolean; words?: { showingFor: string; didYouMean?: string } }> {
  const byName = await run(search, 'name');
  if (found(byName) || !search.query) return { result: byName, found: found(byName) };
  const widened = widen(search, search.query);
  if (!widened) return { result: byName, found: false };
  const first = await run(widened, 'widened');
  if (found(first)) return { result: first, found: true, words: { showingFor: search.query } };
  // Read only now: most searches find something before a slip needs putting right.
  const known = await knownWords?.();
  const corrected = correctedQuery(search.query, known?.list ?? []);
  const again = corrected ? widen(search, corrected) : undefined;
  const second = again && (await run(again, 'corrected'));
  if (!corrected || second === undefined || !found(second)) return { result: byName, found: false };
  const spelled = corrected
    .split(' ')
    .map((word) => known?.spelled(word) ?? word)
    .join(' ');
  return { result: second, found: true, words: { showingFor: spelled, didYouMean: spelled } };
}

/**
 * The search widened to `query`'s words in every field, and the figures written in it ('15
 * inch', '1000w') as filters by typed specification; undefined when it holds neither.
 */
function widen(search: ProductSearch, query: string): ProductSearch | undefined {
  const { filters, rest } = valuesInQuery(query);
  const words = queryWords(rest);
  if (words.length === 0 && filters.length === 0) return undefined;
  return { ...search, words, specs: [...search.specs, ...filters] };
}

const nothingFound = (search: ProductSearch): ProductSearchResult => ({
  items: [],
  total: 0,
  page: search.page,
  pageSize: search.pageSize,
  facets: facetsFrom([], search).facets,
});

/** One page of the matches in the chosen order (unless read already), and the facets of every match, read at once. */
async function searchPage(
  db: Db,
  search: ProductSearch,
  sources: SearchSources,
  page?: Awaited<ReturnType<typeof readPage>>,
): Promise<ProductSearchResult> {
  const [items, counts, specs] = await Promise.all([
    page ?? readPage(db, search),
    (sources.facetCounts ?? ((s) => readFacetCounts(db, s)))(search),
    (sources.specFacets ?? ((s) => readSpecFacets(db, s)))(search),
  ]);
  const { total, facets } = facetsFrom(counts, search);
  return {
    items: items.map(toProduct),
    total,
    page: search.page,
    pageSize: search.pageSize,
    facets: specs.length > 0 ? { ...facets, specs } : facets,
  };
}

/** A name search this short has no trigram for an index to look up: it matches most names. */
const TRIGRAM = 3;

/**
 * A page without words or a name's trigrams (a category page, a filter or sort by specification,
 * a search of figures alone, a one- or two-letter search) has its names chosen first from an index holding what it filters
 * and sorts by (products_facets_idx, products_brand_name_idx), then only their rows read: those
 * pages match thousands of products, whose rows are 80 MB at 50,000 against 11 MB of index.
 */
function readPage(db: Db, search: ProductSearch) {
  const byIndex = search.words
    ? search.words.length === 0 // figures alone ('15 inch'): by specification
    : !search.query || search.query.length < TRIGRAM;
  return db
    .select(shownProductColumns)
    .from(products)
    .where(byIndex ? inArray(products.name, pageNames(db, search)) : everyFilter(search))
    .orderBy(...order(search))
    .limit(search.pageSize)
    .offset(byIndex ? 0 : (search.page - 1) * search.pageSize);
}

function pageNames(db: Db, search: ProductSearch) {
  return db
    .select({ name: products.name })
    .from(products)
    .where(everyFilter(search))
    .orderBy(...order(search))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
}

/** Every order ends on the name, which is unique, so pages never overlap. */
function order(search: ProductSearch): SQL[] {
  // A search's matches are found by their own index and then sorted. Ordered by a column as it
  // is, the planner may instead walk that column's index and test every row until a page is full:
  // 90 ms at 50,000 for a rare match (shure among the column speakers, by price), 5 ms sorted.
  const searched = Boolean(search.query || search.words);
  const price = searched ? sql`(${products.salePriceCents} + 0)` : products.salePriceCents;
  const added = searched ? sql`(${products.createdAt} + interval '0')` : products.createdAt;
  const byName = asc(searched ? sql`(${products.name} || '')` : products.name);
  if (search.specSort) return [bySpec(search.specSort), byName];
  switch (search.sort) {
    case 'relevance':
      return relevance(search, byName);
    case 'price-asc':
      return [asc(price), byName];
    case 'price-desc':
      return [desc(price), byName];
    case 'newest':
      return [desc(added), byName];
    case 'name':
      return [byName];
  }
}

/**
 * Widened: the gear the words name first, then the best match of the words. By name: the gear
 * the query names first ('mic' lists microphones before headphones whose maker's name holds
 * it), then a name that starts with the query, then the earlier the query appears, the better.
 */
function relevance(search: ProductSearch, byName: SQL): SQL[] {
  if (search.words) {
    const gear = gearScore(search.words);
    // Of two names as good, the shorter is the nearer: 'sm 58' is the SM58 before the BLX24/SM58.
    // (No constant may stand in ORDER BY: PostgreSQL reads a number there as a column's place.)
    const score =
      search.words.length > 0
        ? [desc(wordScore(search.words)), asc(sql`length(${products.name})`)]
        : [];
    return [...(gear ? [desc(gear)] : []), ...score, byName];
  }
  if (!search.query) return [byName];
  const named = ofCategories(namedCategories(search.query));
  const early = sql`strpos(lower(${products.name}), ${search.query})`;
  return named ? [named, early, byName] : [early, byName];
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

const name = sql`lower(${products.name})`;

/** The nearest names by GiST's distance order, then only those alike enough. */
async function readAlikeNames(db: Db, query: string) {
  const distance = sql<number>`${query} <<-> ${name}`;
  const rows = await db
    .select({ ...productColumns, distance })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(distance)
    .limit(SUGGESTIONS);
  return rows.filter((row) => 1 - Number(row.distance) >= SUGGESTION_LIKENESS).map(toProduct);
}
