import { sql } from 'drizzle-orm';
import { toCents } from '@avstore/core';
import {
  DRAWING_SIZE,
  productImageSvg,
  SEED_PRODUCTS,
  SEED_ATTRIBUTES,
  SEED_SPECS,
  type SeedProduct,
} from '@avstore/demo-catalogue';
import { transaction, type Db } from '../../db/database';
import { images, products, type StoredPicture } from '../../db/schema';
import type { Logger } from '../../logger';

const IMAGES_PER_PRODUCT = 2;

/** Fills an empty catalogue with the demo products and their generated images (docs/product.md §16). */
export async function seedIfEmpty(db: Db, log: Logger): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if ((row?.count ?? 0) > 0) return;
  await transaction(db, async (tx) => {
    for (const item of SEED_PRODUCTS) {
      const pictures: StoredPicture[] = [];
      for (let variant = 0; variant < IMAGES_PER_PRODUCT; variant++) {
        const svg = productImageSvg({
          name: item.name,
          brand: item.brand,
          category: item.category,
          kind: item.kind,
          variant,
        });
        const [image] = await tx
          .insert(images)
          .values({ contentType: 'image/svg+xml', bytes: Buffer.from(svg) })
          .returning({ id: images.id });
        // Its colour comes after start, its variants at their first request (picture-store.ts).
        const size = { width: DRAWING_SIZE, height: DRAWING_SIZE };
        if (image) pictures.push({ id: image.id, alt: '', ...size });
      }
      await tx.insert(products).values(toRow(item, pictures));
    }
  });
  log.info({ products: SEED_PRODUCTS.length }, 'seeded the demo catalogue');
}

/** A demo product's row; its page's SKU, specifications and warranty come from SEED_SPECS. */
function toRow(item: SeedProduct, pictures: StoredPicture[]): typeof products.$inferInsert {
  const details = SEED_SPECS[item.name];
  return {
    name: item.name,
    priceCents: toCents(item.price),
    discountPriceCents: item.discountPrice === undefined ? null : toCents(item.discountPrice),
    category: item.category,
    brand: item.brand,
    stock: item.stock,
    pictures,
    description: item.description,
    promoCode: item.promoCode ?? null,
    promoDiscount: item.promoDiscount ?? null,
    kokoInstallment: item.koko !== undefined,
    kokoInstallmentCount: item.koko?.count ?? null,
    featured: item.featured ?? false,
    sku: details?.sku ?? '',
    specs: details?.specs ?? [],
    attributes: SEED_ATTRIBUTES[item.name] ?? {},
    warrantyMonths: details?.warranty.months ?? null,
    warrantyBy: details?.warranty.by ?? null,
  };
}
