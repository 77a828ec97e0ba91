import {
  FEATURED_SEARCH,
  featuredDeals,
  pathInLanguage,
  ProductSearchQuerySchema,
  ProductSearchResultSchema,
  searchQuery,
  shopSearchOf,
  shopSearchParams,
  toProductSearch,
  type Product,
  type ProductSearch,
  type ProductSearchResult,
  type PublicConfig,
  type SpecialDeal,
  type Language,
} from '@avstore/core';
import type { Catalogue } from '../catalogue/catalogue';
import type { EncodedBody } from '../encoded-body';
import type { ShopFacts } from '../product-pages/page-head';
import { encodePage, KeptPages } from '../rendered-pages/kept-pages';

/** The Shop's pages are one per address asked, most rendered once: compressed quickly. */
const SHOP_BROTLI = 5;
import type { PageTemplate } from '../rendered-pages/page-template';
import { catalogueAndSettings, type PageSettings } from '../rendered-pages/page-settings';
import type { PageWordsOf } from '../rendered-pages/page-words';
import { homeHead, shopHead } from './shop-head';

type Rendered = Promise<{ html: string; state: string }>;

/**
 * The web app's server entry (apps/web/src/entry-server.tsx): Home and the Shop, each in its
 * address's language, and the words of their heads.
 */
export interface RenderShopPages {
  renderHomePage: (
    url: string,
    featured: Product[],
    deal: SpecialDeal,
    config: PublicConfig,
  ) => Rendered;
  renderShopPage: (url: string, firstPage: ProductSearchResult, config: PublicConfig) => Rendered;
  pageWords: PageWordsOf;
}

/** Rendered pages kept in memory, at most (Home and a few hundred Shop pages of ~150 KB). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Home and the Shop rendered on the server (issue #26), from what the browser would ask the search
 * for (Home's featured products, the first page of the Shop's search) through the catalogue's
 * search service, and kept in memory (rendered-pages/kept-pages.ts) until the catalogue changes
 * what they show. A Shop address the search refuses, or one opening a product's modal, is not
 * rendered: undefined, and the app's shell serves it.
 */
export class ShopPages {
  private readonly pages: KeptPages;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly render: RenderShopPages,
    private readonly template: PageTemplate,
    private readonly settings: PageSettings,
    maxBytes = MAX_KEPT_BYTES,
  ) {
    this.pages = new KeptPages(catalogueAndSettings(catalogue, settings), maxBytes);
  }

  /** Home, at `/` or `/home` (in `language`: /si/, /ta/home). */
  async home(pathname: '/' | '/home', language: Language = 'en'): Promise<EncodedBody> {
    const search = parsed(new URLSearchParams(FEATURED_SEARCH))!;
    const answer = await this.pages.find<never>(`home ${language} ${pathname}`, async () => {
      const [{ items }, deal, config] = await Promise.all([
        this.search(search),
        this.settings.specialDeal(language),
        this.settings.publicConfig(language),
      ]);
      return {
        kind: 'data',
        data: JSON.stringify([items, deal, config]),
        render: async () => {
          const facts = factsOf(config);
          const url = `${facts.publicUrl}${pathInLanguage(language, pathname)}`;
          const [{ html, state }, words] = await Promise.all([
            this.render.renderHomePage(url, items, deal, config),
            this.render.pageWords(language),
          ]);
          const head = homeHead(facts, language, words);
          const picture = featuredDeals(items)[0]?.pictures[0];
          return encodePage(this.template({ kind: 'home', language, head, html, state, picture }));
        },
      };
    });
    return answer.body;
  }

  /** The Shop at `/shop?<params>`: a category page, a search page, any filter or sort. */
  async shop(params: URLSearchParams, language: Language = 'en'): Promise<EncodedBody | undefined> {
    if (params.has('product')) return undefined;
    const shopSearch = shopSearchOf(params);
    const search = parsed(shopSearchParams(shopSearch));
    if (!search) return undefined;
    // The page's key is the Shop's own reading of its address, as its data's key in the page is.
    const key = `shop ${language} ${JSON.stringify(shopSearch)}`;
    const answer = await this.pages.find<never>(key, async () => {
      const [result, config] = await Promise.all([
        this.search(search),
        this.settings.publicConfig(language),
      ]);
      return {
        kind: 'data',
        data: JSON.stringify([result, config]),
        render: async () => {
          const facts = factsOf(config);
          const url = `${facts.publicUrl}${pathInLanguage(language, '/shop')}?${params.toString()}`;
          const [{ html, state }, words] = await Promise.all([
            this.render.renderShopPage(url, result, config),
            this.render.pageWords(language),
          ]);
          const head = shopHead(shopSearch, result, facts, language, words);
          const picture = result.items[0]?.pictures[0];
          return encodePage(
            this.template({ kind: 'shop', language, head, html, state, picture }),
            SHOP_BROTLI,
          );
        },
      };
    });
    return answer.body;
  }

  /** The search's answer as the API sends it (its schema drops what it does not describe). */
  private async search(search: ProductSearch): Promise<ProductSearchResult> {
    return ProductSearchResultSchema.parse(await this.catalogue.search(search));
  }
}

const factsOf = (config: PublicConfig): ShopFacts => ({
  publicUrl: config.publicUrl,
  shopName: config.shopName,
});

/** A search call's query string as the API's route parses it; undefined when it refuses it. */
function parsed(params: URLSearchParams): ProductSearch | undefined {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const result = ProductSearchQuerySchema.safeParse(query);
  return result.success ? toProductSearch(result.data, searchQuery) : undefined;
}
