import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { asc, eq, isNull, and } from 'drizzle-orm';
import { toRupees, type Product } from '@avstore/core';
import type { Db } from '../db/database';
import { products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

/** A database row as the shop shows it: rupees, and no promo code (docs/product.md §3). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: toRupees(row.priceCents),
    discountPrice: row.discountPriceCents === null ? null : toRupees(row.discountPriceCents),
    category: row.category as Product['category'],
    brand: row.brand,
    stock: row.stock,
    images: row.images,
    description: row.description,
    hasPromo: row.promoCode !== null,
    promoDiscount: row.promoCode === null ? null : row.promoDiscount,
    kokoInstallment: row.kokoInstallment,
    kokoInstallmentCount: row.kokoInstallment ? row.kokoInstallmentCount : null,
    featured: row.featured,
    kokoInstallmentPrice:
      row.kokoInstallment && row.kokoInstallmentPriceCents !== null
        ? toRupees(row.kokoInstallmentPriceCents)
        : null,
  };
}

/** The product list, and as bytes with its encodings made on first demand. */
export class CatalogueBody {
  readonly etag: string;
  readonly json: Buffer;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(readonly products: readonly Product[]) {
    this.json = Buffer.from(JSON.stringify(products));
    this.etag = `"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.json, { level: 6 }));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }));
  }
}

/**
 * The shop's catalogue, cached in memory until the database says it changed (a NOTIFY from the
 * products trigger), so every instance serves the same list.
 */
export class Catalogue {
  private cached?: Promise<CatalogueBody>;
  private loaded?: CatalogueBody;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cached = undefined;
    this.loaded = undefined;
  }

  body(): Promise<CatalogueBody> {
    if (this.cached) return this.cached;
    const loading = this.load().then(
      (body) => {
        if (this.cached === loading) this.loaded = body;
        return body;
      },
      (error: unknown) => {
        if (this.cached === loading) this.cached = undefined;
        throw error;
      },
    );
    this.cached = loading;
    return loading;
  }

  /** The current list if it is in memory, without waiting for the database. */
  peek(): CatalogueBody | undefined {
    return this.loaded;
  }

  async product(id: string): Promise<Product | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    return row && toProduct(row);
  }

  private async load(): Promise<CatalogueBody> {
    const rows = await this.db
      .select()
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.name));
    return new CatalogueBody(rows.map(toProduct));
  }
}
