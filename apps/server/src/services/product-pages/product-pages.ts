import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  productPath,
  type ProductPage,
  type ProductPicture,
  type PublicConfig,
} from '@avstore/core';
import type { Catalogue } from '../catalogue/catalogue';
import type { EncodedBody } from '../encoded-body';
import { productHead, type ShopFacts } from './page-head';

/** The web app's server entry (apps/web/src/entry-server.tsx). */
export type RenderProductPage = (
  url: string,
  page: ProductPage,
  config: PublicConfig,
) => Promise<{ html: string; state: string }>;

/** Puts a rendered page into the app's index.html. */
export type PageTemplate = (parts: {
  head: string;
  html: string;
  state: string;
  picture: ProductPicture | undefined;
}) => string;

/** Rendered pages kept in memory, at most (about 2,000 pages of 25 KB with both encodings). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

interface KeptPage {
  /** The data the page was rendered from, to tell whether a change of the catalogue touched it. */
  data: string;
  generation: number;
  body: EncodedBody;
}

export type ProductPageAnswer =
  { kind: 'page'; body: EncodedBody } | { kind: 'moved'; to: string } | { kind: 'missing' };

/**
 * Product pages rendered on the server (issue #16), each at most once per change of what it
 * shows, and served from memory: while the catalogue has not changed since a page was rendered
 * the database is not read at all; after a change the page's data is read again and the page
 * rendered again only if it differs. The least recently served pages leave first.
 */
export class ProductPages {
  private readonly kept = new Map<string, KeptPage>();
  private readonly pending = new Map<string, Promise<ProductPageAnswer>>();
  private keptBytes = 0;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly render: RenderProductPage,
    private readonly template: PageTemplate,
    private readonly config: PublicConfig,
    private readonly maxBytes = MAX_KEPT_BYTES,
  ) {}

  async find(slug: string): Promise<ProductPageAnswer> {
    const kept = this.kept.get(slug);
    if (kept && kept.generation === this.catalogue.generation) {
      this.touch(slug, kept);
      return { kind: 'page', body: kept.body };
    }
    let pending = this.pending.get(slug);
    if (!pending) {
      pending = this.refresh(slug, kept).finally(() => this.pending.delete(slug));
      this.pending.set(slug, pending);
    }
    return pending;
  }

  private async refresh(slug: string, kept: KeptPage | undefined): Promise<ProductPageAnswer> {
    const generation = this.catalogue.generation;
    const found = await this.catalogue.productPage(slug);
    if (!found || !found.current) {
      if (kept) this.forget(slug, kept);
      return found
        ? { kind: 'moved', to: productPath(found.page.product.slug) }
        : { kind: 'missing' };
    }
    const data = JSON.stringify(found.page);
    if (kept?.data === data) {
      kept.generation = generation;
      this.touch(slug, kept);
      return { kind: 'page', body: kept.body };
    }
    const body = await this.renderPage(found.page);
    if (kept) this.forget(slug, kept);
    this.keep(slug, { data, generation, body });
    return { kind: 'page', body };
  }

  private async renderPage(page: ProductPage): Promise<EncodedBody> {
    const shop: ShopFacts = { publicUrl: this.config.publicUrl, shopName: this.config.shopName };
    const path = productPath(page.product.slug);
    const { html, state } = await this.render(`${shop.publicUrl}${path}`, page, this.config);
    const document = this.template({
      head: productHead(page.product, shop),
      html,
      state,
      picture: page.product.pictures[0],
    });
    const plain = Buffer.from(document);
    return {
      plain,
      gzip: gzipSync(plain),
      br: brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
      etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    };
  }

  private keep(slug: string, page: KeptPage): void {
    this.kept.set(slug, page);
    this.keptBytes += sizeOf(page);
    for (const [oldest, old] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.forget(oldest, old);
    }
  }

  private touch(slug: string, page: KeptPage): void {
    this.kept.delete(slug);
    this.kept.set(slug, page);
  }

  private forget(slug: string, page: KeptPage): void {
    if (this.kept.get(slug) !== page) return;
    this.kept.delete(slug);
    this.keptBytes -= sizeOf(page);
  }
}

const sizeOf = (page: KeptPage) =>
  page.data.length + page.body.plain.length + page.body.gzip.length + page.body.br.length;
