// Issue #25: up to four products side by side, in the order the compare page's address lists.
import { describe, expect } from 'vitest';
import { CompareResultSchema } from '@avstore/core';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

const compare = (t: TestApp, ids: string) =>
  fetch(`${t.url}/api/products/compare?ids=${encodeURIComponent(ids)}`);

describe('GET /api/products/compare', () => {
  it('answers the products asked, in that order, with their typed specifications', async ({
    t,
  }) => {
    const [a, b, c] = await Promise.all(
      ['Compare A', 'Compare B', 'Compare C'].map((name) =>
        insertProduct(t.database.pool, { name, category: 'Active Speakers' }),
      ),
    );
    await t.database.pool.query(
      `UPDATE products SET attributes = '{"wooferSize": 12}' WHERE id = $1`,
      [b!.id],
    );
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [c!.id]);
    const res = await compare(t, `${b!.id},${a!.id},${c!.id},${b!.id}`);
    expect(res.status).toBe(200);
    const { items } = CompareResultSchema.parse(await res.json());
    // The archived one is left out, the one asked twice shown once.
    expect(items.map((p) => p.name)).toEqual(['Compare B', 'Compare A']);
    expect(items[0]!.attributes).toEqual({ wooferSize: 12 });
  });

  it('refuses none, more than four, or what is not a product id, with a message', async ({ t }) => {
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    for (const [query, message] of [
      ['', 'Compare 1 to 4 products'],
      [ids.join(','), 'Compare 1 to 4 products'],
      ['not-an-id', 'Product not found'],
    ] as const) {
      const res = await compare(t, query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
  });
});
