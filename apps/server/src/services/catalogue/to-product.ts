import {
  currentPriceCents,
  splitInstalments,
  toRupees,
  type Product,
  type Warranty,
} from '@avstore/core';
import { products } from '../../db/schema';
import { shownPictures } from '../media/stored-pictures';

/** The columns a product is shown from, and no more: the catalogue reads 50,000 of them. */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  priceCents: products.priceCents,
  discountPriceCents: products.discountPriceCents,
  category: products.category,
  brand: products.brand,
  stock: products.stock,
  pictures: products.pictures,
  description: products.description,
  promoCode: products.promoCode,
  promoDiscount: products.promoDiscount,
  kokoInstallment: products.kokoInstallment,
  kokoInstallmentCount: products.kokoInstallmentCount,
  featured: products.featured,
};
/** The columns of a product the search and its page show: its typed specifications too. */
export const shownProductColumns = { ...productColumns, attributes: products.attributes };

type Columns = typeof products.$inferSelect;
type ProductRow = { [K in keyof typeof productColumns]: Columns[K] } & {
  attributes?: Columns['attributes'];
};

/** A database row as the shop shows it: rupees, and no promo code (docs/product.md §3). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: toRupees(row.priceCents),
    discountPrice: row.discountPriceCents === null ? null : toRupees(row.discountPriceCents),
    category: row.category as Product['category'],
    brand: row.brand,
    stock: row.stock,
    ...shownPictures(row.pictures, row.name),
    description: row.description,
    hasPromo: row.promoCode !== null,
    promoDiscount: row.promoCode === null ? null : row.promoDiscount,
    kokoInstallment: row.kokoInstallment,
    kokoInstallmentCount: row.kokoInstallment ? row.kokoInstallmentCount : null,
    featured: row.featured,
    kokoInstallmentPrice: kokoInstalment(row),
    ...(row.attributes && { attributes: row.attributes }),
  };
}

type WarrantyColumns = Pick<typeof products.$inferSelect, 'warrantyMonths' | 'warrantyBy'>;

/** The warranty columns as one value: both set, or none (a CHECK constraint keeps them so). */
export function warrantyOf(row: WarrantyColumns): Warranty | null {
  return row.warrantyMonths !== null && row.warrantyBy !== null
    ? { months: row.warrantyMonths, by: row.warrantyBy }
    : null;
}

/**
 * The spec's kokoInstallmentPrice: the first instalment of the price paid today, as the product
 * card's KOKO offer and KOKO itself split it (core's splitInstalments; the last may be a few
 * cents more). Computed, never typed (issue #27, migration 0025).
 */
function kokoInstalment(row: ProductRow): number | null {
  if (!row.kokoInstallment || !row.kokoInstallmentCount) return null;
  const price = currentPriceCents({
    priceCents: row.priceCents,
    discountPriceCents: row.discountPriceCents,
  });
  return toRupees(splitInstalments(price, row.kokoInstallmentCount)[0]!);
}
