import {
  toCents,
  toRupees,
  type AdminProduct,
  type CreateProductRequestSchema,
} from '@avstore/core';
import type { z } from 'zod';
import type { products } from '../../db/schema';
import { warrantyOf } from '../catalogue/to-product';

type Row = typeof products.$inferSelect;
type Create = z.output<typeof CreateProductRequestSchema>;

const cents = (v: number | null | undefined) => (v === null || v === undefined ? null : toCents(v));
const rupees = (v: number | null) => (v === null ? null : toRupees(v));

/** A product row as the back office shows it: rupees, and its promo code. */
export function toAdminProduct(row: Row): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    price: toRupees(row.priceCents),
    discountPrice: rupees(row.discountPriceCents),
    category: row.category as AdminProduct['category'],
    brand: row.brand,
    stock: row.stock,
    pictures: row.pictures,
    description: row.description,
    promoCode: row.promoCode,
    promoDiscount: row.promoDiscount,
    kokoInstallment: row.kokoInstallment,
    kokoInstallmentCount: row.kokoInstallmentCount,
    lowStockThreshold: row.lowStockThreshold,
    featured: row.featured,
    sku: row.sku,
    specs: row.specs,
    warranty: warrantyOf(row),
    attributes: row.attributes,
    translations: row.translations,
    slug: row.slug,
    version: row.version,
    archived: row.archivedAt !== null,
    draft: row.draft,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Request fields to columns; only the fields present are set. Pictures: `storedPictures`. */
export function toColumns(
  input: Partial<Omit<Create, 'pictures' | 'draft'>>,
): Partial<typeof products.$inferInsert> {
  const out: Partial<typeof products.$inferInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.price !== undefined) out.priceCents = toCents(input.price);
  if (input.discountPrice !== undefined) out.discountPriceCents = cents(input.discountPrice);
  if (input.category !== undefined) out.category = input.category;
  if (input.brand !== undefined) out.brand = input.brand;
  if (input.stock !== undefined) out.stock = input.stock;
  if (input.description !== undefined) out.description = input.description;
  if (input.promoCode !== undefined) out.promoCode = input.promoCode;
  if (input.promoDiscount !== undefined) out.promoDiscount = input.promoDiscount;
  if (input.kokoInstallment !== undefined) out.kokoInstallment = input.kokoInstallment;
  if (input.kokoInstallmentCount !== undefined)
    out.kokoInstallmentCount = input.kokoInstallmentCount;
  if (input.lowStockThreshold !== undefined) out.lowStockThreshold = input.lowStockThreshold;
  if (input.featured !== undefined) out.featured = input.featured;
  if (input.sku !== undefined) out.sku = input.sku;
  if (input.specs !== undefined) out.specs = input.specs;
  if (input.attributes !== undefined) out.attributes = input.attributes;
  if (input.translations !== undefined) out.translations = input.translations;
  if (input.warranty !== undefined) {
    out.warrantyMonths = input.warranty?.months ?? null;
    out.warrantyBy = input.warranty?.by ?? null;
  }
  return out;
}
