import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Product } from '@avstore/core';
import config, { E2E_DATA_DIR } from '../playwright.config';

let pool: pg.Pool | undefined;

/** The store's embedded database, through its private socket: tests make their own data. */
export function db(): pg.Pool {
  pool ??= new pg.Pool({
    host: path.join(E2E_DATA_DIR, 'run'),
    user: 'postgres',
    database: 'postgres',
    max: 2,
  });
  return pool;
}

export interface NewProduct {
  name?: string;
  category?: string;
  price?: number;
  discountPrice?: number | null;
  stock?: number;
  description?: string;
  kokoInstallment?: { count: number };
  promo?: { code: string; percent: number };
}

export interface CreatedProduct {
  id: string;
  name: string;
}

/** Inserts a product of its own for one test; names carry a random tag so tests never collide. */
export async function createProduct(input: NewProduct = {}): Promise<CreatedProduct> {
  const name = input.name ?? `Test Speaker ${randomUUID().slice(0, 8)}`;
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO products (name, price_cents, discount_price_cents, category, stock, description,
       koko_installment, koko_installment_count, promo_code, promo_discount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      name,
      Math.round((input.price ?? 25000) * 100),
      input.discountPrice ? Math.round(input.discountPrice * 100) : null,
      input.category ?? 'Active Speakers',
      input.stock ?? 20,
      input.description ?? 'A product made by an end-to-end test.',
      input.kokoInstallment !== undefined,
      input.kokoInstallment?.count ?? null,
      input.promo?.code ?? null,
      input.promo?.percent ?? null,
    ],
  );
  const id = rows[0]!.id;
  await untilListed(id);
  return { id, name };
}

/** The shop's catalogue drops its cache on a database notification: wait until it shows the product. */
async function untilListed(id: string): Promise<void> {
  const base = config.use?.baseURL;
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${base}/api/products/`)).json()) as Product[];
    if (list.some((p) => p.id === id)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`product ${id} never appeared in the catalogue`);
}
