import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CreateOrderRequest, DeliveryMethod, PaymentMethod } from '@avstore/core';

export interface TestProduct {
  id: string;
  name: string;
  /** Made by the database from the brand and name (migration 0013); insertProduct reads it. */
  slug?: string;
  price: number;
}

/** A product of the test's own, straight into the database (prices in rupees). */
export async function insertProduct(
  pool: pg.Pool,
  input: {
    name?: string;
    price?: number;
    discountPrice?: number;
    stock?: number;
    promoCode?: string;
    promoDiscount?: number;
    category?: string;
    brand?: string;
    featured?: boolean;
    /** Days before now that the product was added. */
    ageDays?: number;
  } = {},
): Promise<TestProduct> {
  const name = input.name ?? `Test Product ${randomUUID().slice(0, 8)}`;
  const price = input.price ?? 30000;
  const { rows } = await pool.query<{ id: string; slug: string }>(
    `INSERT INTO products (name, price_cents, discount_price_cents, category, stock, promo_code,
       promo_discount, brand, featured, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10)) RETURNING id, slug`,
    [
      name,
      Math.round(price * 100),
      input.discountPrice === undefined ? null : Math.round(input.discountPrice * 100),
      input.category ?? 'Analog Mixers',
      input.stock ?? 10,
      input.promoCode ?? null,
      input.promoDiscount ?? null,
      input.brand ?? '',
      input.featured ?? false,
      input.ageDays ?? 0,
    ],
  );
  return { id: rows[0]!.id, name, slug: rows[0]!.slug, price };
}

export async function stockOf(pool: pg.Pool, id: string): Promise<number> {
  const { rows } = await pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
    id,
  ]);
  return rows[0]!.stock;
}

export const CUSTOMER = {
  email: 'nimal@example.lk',
  firstName: 'Nimal',
  lastName: 'Perera',
  phone: '+94 77 123 4567',
};

export const ADDRESS = {
  country: 'Sri Lanka',
  address: '12 Temple Road',
  city: 'Kandy',
  zipCode: '20000',
  district: 'Kandy',
};

interface Line {
  product: TestProduct;
  quantity?: number;
  price?: number;
  promoCode?: string;
}

/** An order request as the checkout page sends it, typed by core's request schema. */
export function orderBody(
  lines: Line[],
  options: {
    deliveryMethod?: DeliveryMethod;
    paymentMethod?: PaymentMethod;
    total?: number;
    customer?: Partial<CreateOrderRequest['customer']>;
  } = {},
): CreateOrderRequest {
  const items = lines.map((l) => ({
    id: l.product.id,
    name: l.product.name,
    price: l.price ?? l.product.price,
    quantity: l.quantity ?? 1,
    ...(l.promoCode ? { appliedPromoCode: l.promoCode } : {}),
  }));
  const total =
    options.total ??
    Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  const deliveryMethod = options.deliveryMethod ?? 'pickup';
  const paymentMethod = options.paymentMethod ?? 'cash';
  return {
    customer: {
      ...CUSTOMER,
      ...(deliveryMethod === 'delivery' ? ADDRESS : {}),
      deliveryMethod,
      paymentMethod,
      promoCodeList: lines.flatMap((l) =>
        l.promoCode ? [{ productId: l.product.id, promoCode: l.promoCode }] : [],
      ),
      ...options.customer,
    },
    items,
    total,
    deliveryMethod,
    paymentMethod,
  };
}
