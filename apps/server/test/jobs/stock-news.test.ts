import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { appTest } from '../fixtures';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';

const it = appTest();

/** A connection of the test's own, LISTENing on stock_changed as every instance does. */
class StockNews {
  received = 0;
  private client?: pg.Client;

  private async listen(t: TestApp): Promise<void> {
    this.client = new pg.Client(t.database.connection);
    await this.client.connect();
    this.client.on('notification', (message) => {
      if (message.channel === 'stock_changed') this.received++;
    });
    await this.client.query('LISTEN stock_changed');
  }

  /** The notifications that arrived while `work` ran and `ms` after. */
  async during(t: TestApp, ms: number, work: () => Promise<unknown>): Promise<number> {
    if (!this.client) await this.listen(t);
    const before = this.received;
    await work();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.received - before;
  }

  close = () => this.client?.end();
}

/** The stock GET /api/products/ shows for `id`. */
const listedStock = async (t: TestApp, id: string) => {
  const list = (await (await fetch(`${t.url}/api/products/`)).json()) as {
    id: string;
    stock: number;
  }[];
  return list.find((p) => p.id === id)?.stock;
};

/** Past the 250 ms in which the database tells of stock once (migration 0030). */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('stock news (NOTIFY stock_changed)', () => {
  const news = new StockNews();
  afterAll(() => news.close());

  it('tells once of a transaction that changed the stock of many products', async ({ t }) => {
    const products = await Promise.all([1, 2, 3].map(() => insertProduct(t.database.pool)));
    await quiet();
    const told = await news.during(t, 300, async () => {
      const client = await t.database.pool.connect();
      try {
        await client.query('BEGIN');
        for (const p of products)
          await client.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [p.id]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    });
    expect(told).toBe(1);
  });

  it('tells nothing of writes that leave the stock as it was, or that roll back', async ({ t }) => {
    const product = await insertProduct(t.database.pool, { stock: 7 });
    await quiet();
    const pool = t.database.pool;
    const told = await news.during(t, 300, async () => {
      await pool.query('UPDATE products SET stock = 7 WHERE id = $1', [product.id]);
      await pool.query('UPDATE products SET low_stock_threshold = 2 WHERE id = $1', [product.id]);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('UPDATE products SET stock = 1 WHERE id = $1', [product.id]);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
    });
    expect(told).toBe(0);
  });

  it('tells of a burst of orders a few times, and the list still ends at the last stock', async ({
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 100 });
    await expect.poll(() => listedStock(t, product.id), { timeout: 10_000 }).toBe(100);
    await quiet();
    const started = Date.now();
    const told = await news.during(t, 300, async () => {
      // Forty commits as fast as one connection goes: those within 250 ms of a told one are not
      // told on their own.
      for (let i = 0; i < 40; i++)
        await t.database.pool.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [
          product.id,
        ]);
    });
    const took = Date.now() - started;
    expect(told).toBeGreaterThanOrEqual(1);
    expect(told).toBeLessThanOrEqual(Math.ceil(took / 250) + 1);
    expect(told).toBeLessThan(40);
    // The last commits may not have been told themselves: the list reads them once news settles.
    await expect.poll(() => listedStock(t, product.id), { timeout: 10_000 }).toBe(60);
  });
});
