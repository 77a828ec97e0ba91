import { productPath, type ProductPage, type PublicConfig } from '@avstore/core';
import type { Catalogue } from '../catalogue/catalogue';
import type { EncodedBody } from '../encoded-body';
import { encodePage, KeptPages } from '../rendered-pages/kept-pages';
import type { PageTemplate } from '../rendered-pages/page-template';
import { catalogueAndSettings, type PageSettings } from '../rendered-pages/page-settings';
import { productHead, type ShopFacts } from './page-head';

/** The web app's server entry (apps/web/src/entry-server.tsx). */
export type RenderProductPage = (
  url: string,
  page: ProductPage,
  config: PublicConfig,
) => Promise<{ html: string; state: string }>;

/** Rendered pages kept in memory, at most (about 2,000 pages of 25 KB with both encodings). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

type Elsewhere = { kind: 'moved'; to: string } | { kind: 'missing' };
export type ProductPageAnswer = { kind: 'page'; body: EncodedBody } | Elsewhere;

/**
 * Product pages rendered on the server (issue #16), kept in memory (rendered-pages/kept-pages.ts):
 * a renamed product's old slug moves to the current one, an unknown slug is missing.
 */
export class ProductPages {
  private readonly pages: KeptPages;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly render: RenderProductPage,
    private readonly template: PageTemplate,
    private readonly settings: Pick<PageSettings, 'generation' | 'publicConfig'>,
    maxBytes = MAX_KEPT_BYTES,
  ) {
    this.pages = new KeptPages(catalogueAndSettings(catalogue, settings), maxBytes);
  }

  find(slug: string): Promise<ProductPageAnswer> {
    return this.pages.find<Elsewhere>(slug, async () => {
      const [found, config] = await Promise.all([
        this.catalogue.productPage(slug),
        this.settings.publicConfig(),
      ]);
      if (!found || !found.current) {
        const other: Elsewhere = found
          ? { kind: 'moved', to: productPath(found.page.product.slug) }
          : { kind: 'missing' };
        return { kind: 'other', other };
      }
      return {
        kind: 'data',
        // The shop's settings too: its name and details are in the page's head and footer.
        data: JSON.stringify([found.page, config]),
        render: () => this.renderPage(found.page, config),
      };
    });
  }

  private async renderPage(page: ProductPage, config: PublicConfig): Promise<EncodedBody> {
    const shop: ShopFacts = { publicUrl: config.publicUrl, shopName: config.shopName };
    const path = productPath(page.product.slug);
    const { html, state } = await this.render(`${shop.publicUrl}${path}`, page, config);
    return encodePage(
      this.template({
        kind: 'product',
        head: productHead(page.product, shop),
        html,
        state,
        picture: page.product.pictures[0],
      }),
    );
  }
}
