import pg from 'pg';
import { expect } from 'vitest';

/** One query on a connection of its own, so a database that dies under us fails only this call. */
export async function query<T extends pg.QueryResultRow>(
  connection: pg.ClientConfig,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every order has lines, every line an order, and each total is the sum of its lines. */
export async function expectOrdersWhole(connection: pg.ClientConfig): Promise<void> {
  const [row] = await query<{ empty: number; orphans: number; wrong: string[] }>(
    connection,
    `SELECT
       (SELECT count(*)::int FROM orders o
          WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS empty,
       (SELECT count(*)::int FROM order_items i
          WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)) AS orphans,
       (SELECT coalesce(array_agg(o.id::text), '{}') FROM orders o
          WHERE o.total_cents <> (SELECT coalesce(sum(i.unit_price_cents * i.quantity), 0)
                                    FROM order_items i WHERE i.order_id = o.id)) AS wrong`,
  );
  expect(row).toEqual({ empty: 0, orphans: 0, wrong: [] });
}

export async function expectNoNegativeStock(connection: pg.ClientConfig): Promise<void> {
  const [row] = await query<{ n: number }>(
    connection,
    'SELECT count(*)::int AS n FROM products WHERE stock < 0',
  );
  expect(row?.n).toBe(0);
}

/** Stock plus what live (not cancelled) orders hold, read in one snapshot. */
export async function stockAndHeld(
  connection: pg.ClientConfig,
  productId: string,
): Promise<{ stock: number; held: number }> {
  const [row] = await query<{ stock: number; held: number }>(
    connection,
    `SELECT p.stock,
            (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
               JOIN orders o ON o.id = i.order_id
              WHERE i.product_id = p.id AND o.status <> 'cancelled') AS held
       FROM products p WHERE p.id = $1`,
    [productId],
  );
  return row!;
}
