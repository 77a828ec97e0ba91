import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type {
  FacetCount,
  Product,
  ProductSearch,
  ProductSearchResult,
  SearchSuggestions,
  SpecFacet,
  Language,
} from '@avstore/core';
import { transaction, type Db, type Tx } from '../../db/database';
import { products } from '../../db/schema';
import type { Logger } from '../../logger';
import { catalogueBuildDuration } from '../../telemetry/metrics';
import { CatalogueBody } from './catalogue-body';
import { readProductPage } from './product-page';
import { readFacetCounts, searchProducts } from './product-search';
import { readSpecFacets } from './spec-facets';
import { suggestionsFor } from './suggestions';
import { productColumns, shownProductColumns, toProduct } from './to-product';
import { readKnownWords, type KnownWords } from './known-words';

/** Rows read per query while building: a few milliseconds of work each. */
const ROWS_PER_READ = 500;
/** How soon a build that failed is tried again. */
const RETRY_MS = 1000;
/** Stock-driven rebuilds wait this many times the last build, so they take a tenth of a core. */
const STOCK_REBUILD_SHARE = 10;
/**
 * Stock news goes at most every 250 ms (migration 0030): a commit that close after a told one is
 * not told on its own. A build this long after the latest news has read what such commits wrote.
 */
const STOCK_NEWS_SETTLE_MS = 2_000;
/** Products put in order per turn of the event loop when an edit is patched in. */
const ORDER_PER_TURN = 5000;
/** Edits of more products than this at once (an import, a migration) read the whole list again. */
const MOST_PATCHED = 200;
/** How long the facets of a search without a query are reused; an edit drops them at once. */
const FACETS_FRESH_MS = 5000;
const FACETS_KEPT = 64;
/** How long the words slips are put right to are reused when no edit came meanwhile. */
const WORDS_FRESH_MS = 5 * 60_000;
/**
 * The spec's full product list (docs/product.md §7 GET /products/), kept built in memory and
 * rebuilt in the background, never inside a request (docs/architecture.md, the catalogue):
 * - an edit in the back office (the products trigger's NOTIFY, naming the product) rebuilds it at
 *   once from the list in memory, with only the edited products read again;
 * - stock, which every order changes, is told by a NOTIFY at commit, at most one every 250 ms
 *   (migration 0030), and rebuilt at most every ten builds' time, so orders never wait on it and
 *   it is never long out of date.
 */
export class Catalogue {
  /**
   * Counts the lists built: anything kept from the products (a rendered product page, the
   * sitemap) is still current while it has not changed.
   */
  generation = 0;
  private current?: CatalogueBody;
  private building?: Promise<void>;
  /** What the next build reads: the products named by edits, or all of them. */
  private pending?: Set<string> | 'all';
  /** The last build failed: it is tried again in a second. */
  private stale = false;
  /** Stock changed since the last full build read it. */
  private stockChangedSince = false;
  private lastStockNewsAt = 0;
  private nextStockBuildAt = 0;
  /** No stock-driven build before this: the news it follows has to settle. */
  private settledAt = 0;
  private following = false;
  private stockTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private readonly facets: Kept<FacetCount[]> = new Map();
  private readonly specFacetsKept: Kept<SpecFacet[]> = new Map();
  /** The shop's words for putting slips right: read again after an edit, or after a while. */
  private words?: { at: number; known: Promise<KnownWords> };

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  /** The list to serve: the last one built. Only a request before the first build waits. */
  async body(): Promise<CatalogueBody> {
    if (this.current) return this.current;
    if (!this.building) this.pending = 'all';
    await this.refresh();
    if (!this.current) throw new Error('the catalogue has not been built');
    return this.current;
  }

  /** The current list if it is in memory, without waiting for the database. */
  peek(): CatalogueBody | undefined {
    return this.current;
  }

  /**
   * The products `ids` changed, or any products if none are named (a change may have been
   * missed): rebuild in the background.
   */
  changed(ids?: readonly string[]): void {
    this.facets.clear();
    this.specFacetsKept.clear();
    // An edit may bring new names or makers; a change of stock alone (no ids) does not.
    if (ids) this.words = undefined;
    if (!ids || !this.current || this.pending === 'all') this.pending = 'all';
    else {
      const pending: Set<string> = this.pending ?? new Set();
      for (const id of ids) pending.add(id);
      this.pending = pending.size > MOST_PATCHED ? 'all' : pending;
    }
    this.refresh().catch((error: unknown) => {
      this.stale = true;
      this.log?.warn({ err: error }, 'the catalogue could not be rebuilt; serving the last one');
      if (this.following && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          if (this.stale) this.changed();
        }, RETRY_MS).unref();
      }
    });
  }

  /**
   * Some product's stock changed (db/follow-catalogue.ts): the list is built again, no sooner than
   * ten times the last build's duration after it.
   */
  stockChanged(): void {
    this.lastStockNewsAt = Date.now();
    this.stockChangedSince = true;
    this.planStockBuild();
  }

  /** Starts following stock and retrying failed builds; `stop` ends it. */
  start(): void {
    this.following = true;
  }

  stop(): void {
    this.following = false;
    clearTimeout(this.stockTimer);
    clearTimeout(this.retryTimer);
    this.stockTimer = this.retryTimer = undefined;
  }

  /** The products on sale among `ids`, in that order (the compare page, issue #25). */
  async products(ids: readonly string[]): Promise<Product[]> {
    const rows = await this.db
      .select(shownProductColumns)
      .from(products)
      .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
    const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async product(id: string): Promise<Product | undefined> {
    const [row] = await this.db
      .select(shownProductColumns)
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    return row && toProduct(row);
  }

  /**
   * The page of the product on sale with this slug, current or old (docs/product.md §3), in
   * `language` where the owner translated it (issue #30).
   */
  productPage(slug: string, language: Language = 'en') {
    return readProductPage(this.db, slug, language);
  }

  /** What the header's search offers for what the shopper has typed so far (issue #25). */
  suggest(query: string): Promise<SearchSuggestions> {
    return suggestionsFor(this.db, query, () => this.knownWords());
  }

  /** The Shop's search, read from the database as it is now (docs/product.md §5). */
  search(search: ProductSearch): Promise<ProductSearchResult> {
    return searchProducts(this.db, search, {
      facetCounts: (s) => this.facetCounts(s),
      specFacets: (s) => this.specFacets(s),
      knownWords: () => this.knownWords(),
    });
  }

  /**
   * The specification filters of a page without a query (a category page, the common case) are
   * kept a few seconds too: at 50,000 products they cost more than the page (issue #25).
   */
  private specFacets(search: ProductSearch): Promise<SpecFacet[]> {
    if (search.query) return readSpecFacets(this.db, search);
    const key = JSON.stringify([
      'specs',
      search.categories,
      search.brands,
      search.inStock,
      search.featured,
      search.minPriceCents,
      search.maxPriceCents,
      search.specs,
    ]);
    return keptAWhile(this.specFacetsKept, key, () => readSpecFacets(this.db, search));
  }

  /** The shop's words and makers, read at most every WORDS_FRESH_MS unless an edit came. */
  private knownWords(): Promise<KnownWords> {
    if (!this.words || Date.now() - this.words.at > WORDS_FRESH_MS) {
      const known = readKnownWords(this.db);
      this.words = { at: Date.now(), known };
      known.catch(() => (this.words = undefined));
    }
    return this.words.known;
  }

  /**
   * Without a query (the Shop's first page, and every filter or sort chosen without one) the
   * facets count the whole shop, and at 50,000 products reading them costs more than the page:
   * they are kept a few seconds, 'in stock only' counts being that much behind at most.
   */
  private facetCounts(search: ProductSearch): Promise<FacetCount[]> {
    if (search.query || search.specs.length > 0) return readFacetCounts(this.db, search);
    const key = [
      search.inStock,
      search.featured,
      search.minPriceCents,
      search.maxPriceCents,
    ].join();
    return keptAWhile(this.facets, key, () => readFacetCounts(this.db, search));
  }

  /** Builds what is pending now, or after the build under way if one is. */
  private refresh(): Promise<void> {
    if (this.building) return this.building;
    const run = async () => {
      try {
        while (this.pending) {
          const edited = this.pending;
          this.pending = undefined;
          if (edited === 'all' || !(await this.patch(edited))) await this.build();
        }
      } finally {
        this.building = undefined;
        this.planStockBuild();
      }
    };
    this.building = run();
    return this.building;
  }

  /**
   * A build after a change of stock, no sooner than the last build's share allows; none while one
   * runs (its end plans the next), nor before the first (which reads the stock as it is).
   */
  private planStockBuild(): void {
    if (!this.following || !this.stockChangedSince || this.stockTimer) return;
    if (!this.current || this.building) return;
    const wait = Math.max(0, this.nextStockBuildAt - Date.now(), this.settledAt - Date.now());
    this.stockTimer = setTimeout(() => {
      this.stockTimer = undefined;
      if (this.building) return;
      this.changed();
    }, wait).unref();
  }

  /**
   * The list in memory with the `edited` products read again, in the order of the products on
   * sale now. False, and nothing changed, when the list in memory misses a product on sale (a
   * change that was not named): the caller reads everything.
   */
  private async patch(edited: Set<string>): Promise<boolean> {
    const previous = this.current;
    if (!previous) return false;
    const timer = catalogueBuildDuration.startTimer({ kind: 'patch' });
    const read = await transaction(this.db, async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const rows = await tx
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.id, [...edited]), isNull(products.archivedAt)));
      // Plain rows, which the driver makes as they arrive, rather than mapped all at once.
      const onSale = await tx.execute<{ id: string }>(
        sql`SELECT ${products.id} AS id FROM ${products} WHERE ${products.archivedAt} IS NULL
            ORDER BY ${products.name}`,
      );
      return { rows, onSale: onSale.rows };
    });
    // 50,000 products are put in order a slice at a time, never holding the event loop long.
    const byId = new Map<string, Product>();
    for (let start = 0; start < previous.products.length; start += ORDER_PER_TURN) {
      for (const product of previous.products.slice(start, start + ORDER_PER_TURN))
        byId.set(product.id, product);
      await nextTurn();
    }
    for (const row of read.rows) byId.set(row.id, toProduct(row));
    const list: Product[] = [];
    for (let start = 0; start < read.onSale.length; start += ORDER_PER_TURN) {
      for (const { id } of read.onSale.slice(start, start + ORDER_PER_TURN)) {
        const product = byId.get(id);
        if (!product) return false;
        list.push(product);
      }
      await nextTurn();
    }
    this.current = await CatalogueBody.build([list], previous);
    this.generation++;
    timer();
    return true;
  }

  private async build(): Promise<void> {
    const started = Date.now();
    // What changes from here on is after the snapshot read below: told again, built again.
    this.stockChangedSince = false;
    await transaction(this.db, async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      this.current = await CatalogueBody.build(slicesByName(tx), this.current);
    });
    // News just before this read may stand for commits after it that were not told on their own.
    if (this.lastStockNewsAt > started - STOCK_NEWS_SETTLE_MS) {
      this.stockChangedSince = true;
      this.settledAt = this.lastStockNewsAt + STOCK_NEWS_SETTLE_MS;
    }
    this.generation++;
    this.stale = false;
    const took = Date.now() - started;
    catalogueBuildDuration.observe({ kind: 'full' }, took / 1000);
    this.nextStockBuildAt = Date.now() + took * STOCK_REBUILD_SHARE;
  }
}

/** Every product on sale by name, a slice at a time, from the transaction's one snapshot. */
async function* slicesByName(tx: Tx): AsyncGenerator<Product[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(and(isNull(products.archivedAt), after ? gt(products.name, after) : undefined))
      .orderBy(asc(products.name))
      .limit(ROWS_PER_READ);
    yield rows.map(toProduct);
    if (rows.length < ROWS_PER_READ) return;
    after = rows[rows.length - 1]!.name;
  }
}

type Kept<T> = Map<string, { at: number; value: Promise<T> }>;

/** What `read` gives for `key`, kept FACETS_FRESH_MS; a failure is not kept. */
function keptAWhile<T>(kept: Kept<T>, key: string, read: () => Promise<T>): Promise<T> {
  const found = kept.get(key);
  if (found && Date.now() - found.at < FACETS_FRESH_MS) return found.value;
  if (kept.size >= FACETS_KEPT) kept.clear();
  const value = read();
  kept.set(key, { at: Date.now(), value });
  value.catch(() => kept.delete(key));
  return value;
}
