import {
  pathInLanguage,
  productPath,
  type Language,
  type ProductPage,
  type PublicConfig,
} from '@avstore/core';
import type { Catalogue } from '../catalogue/catalogue';
import type { EncodedBody } from '../encoded-body';
import { encodePage, KeptPages } from '../rendered-pages/kept-pages';
import type { PageTemplate } from '../rendered-pages/page-template';
import { catalogueAndSettings, type PageSettings } from '../rendered-pages/page-settings';
import type { PageWordsOf } from '../rendered-pages/page-words';
import { productHead, type ShopFacts } from './page-head';

/** The web app's server entry (apps/web/src/entry-server.tsx): a product page, in its address's language. */
export interface RenderProductPages {
  renderProductPage: (
    url: string,
    page: ProductPage,
    config: PublicConfig,
  ) => Promise<{ html: string; state: string }>;
  pageWords: PageWordsOf;
}

/** Rendered pages kept in memory, at most (about 2,000 pages of 25 KB with both encodings). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

type Elsewhere = { kind: 'moved'; to: string } | { kind: 'missing' };
export type ProductPageAnswer = { kind: 'page'; body: EncodedBody } | Elsewhere;

/**
 * Product pages rendered on the server (issue #16), kept in memory (rendered-pages/kept-pages.ts):
 * a renamed product's old slug moves to the current one, an unknown slug is missing. Each in the
 * three languages (issue #30), kept apart.
 */
export class ProductPages {
  private readonly pages: KeptPages;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly render: RenderProductPages,
    private readonly template: PageTemplate,
    private readonly settings: Pick<PageSettings, 'generation' | 'publicConfig'>,
    maxBytes = MAX_KEPT_BYTES,
  ) {
    this.pages = new KeptPages(catalogueAndSettings(catalogue, settings), maxBytes);
  }

  find(slug: string, language: Language = 'en'): Promise<ProductPageAnswer> {
    return this.pages.find<Elsewhere>(`${language} ${slug}`, async () => {
      const [found, config] = await Promise.all([
        this.catalogue.productPage(slug, language),
        this.settings.publicConfig(language),
      ]);
      if (!found || !found.current) {
        const other: Elsewhere = found
          ? { kind: 'moved', to: pathInLanguage(language, productPath(found.page.product.slug)) }
          : { kind: 'missing' };
        return { kind: 'other', other };
      }
      return {
        kind: 'data',
        // The shop's settings too: its name and details are in the page's head and footer.
        data: JSON.stringify([found.page, config]),
        render: () => this.renderPage(found.page, config, language),
      };
    });
  }

  private async renderPage(
    page: ProductPage,
    config: PublicConfig,
    language: Language,
  ): Promise<EncodedBody> {
    const shop: ShopFacts = { publicUrl: config.publicUrl, shopName: config.shopName };
    const path = pathInLanguage(language, productPath(page.product.slug));
    const [{ html, state }, words] = await Promise.all([
      this.render.renderProductPage(`${shop.publicUrl}${path}`, page, config),
      this.render.pageWords(language),
    ]);
    return encodePage(
      this.template({
        kind: 'product',
        language,
        head: productHead(page.product, shop, language, words),
        html,
        state,
        picture: page.product.pictures[0],
      }),
    );
  }
}
