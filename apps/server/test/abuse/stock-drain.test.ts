// Issue #23, point 1: two fresh accounts from one address put 188 of the demo shop's 188 in-stock
// products at 'Out of Stock' with 6 cash pickup orders. Replayed here, then followed by an attacker
// who knows the limits and spends them on the products that take the fewest units to empty.
import { describe, expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { account, holdsTest, newAddress, orderBody, placeFrom, type Account } from './holds';

const it = holdsTest({ seed: true });

interface Shelf {
  id: string;
  name: string;
  price: number;
  stock: number;
}

async function inStock(t: TestApp): Promise<Shelf[]> {
  const { rows } = await t.database.pool.query<Shelf>(
    `SELECT id, name, stock,
            (coalesce(nullif(discount_price_cents, 0), price_cents) / 100.0)::float8 AS price
       FROM products WHERE stock > 0 AND archived_at IS NULL ORDER BY stock, price, id`,
  );
  return rows;
}

/** A cash pickup order of the `n` scarcest products still in stock, each to its last unit. */
async function scarcest(t: TestApp, n: number) {
  const shelf = (await inStock(t)).slice(0, n);
  return orderBody(shelf.map((p) => ({ product: p, quantity: Math.min(p.stock, 20) })));
}

/** What an attacker who has read the README knows: the defaults for unconfirmed accounts. */
const DEFAULTS = { accountUnits: 10, accountCents: 50_000_000, addressUnits: 8, line: 20 };

/**
 * The attack as it was made: up to 5 orders (the most one account may leave unpaid) of the 50
 * scarcest products, each to its last unit. Then what the limits still let through: one order
 * emptying as many products as fit the account's and the address's room, those cheapest to empty
 * first (`used`: the units the address's other accounts took).
 */
async function drain(t: TestApp, attacker: Account, ip: string, used: { units: number }) {
  for (let i = 0; i < 5; i++) {
    const res = await placeFrom(t, attacker, ip, await scarcest(t, 50));
    if (res.status !== 201) break;
  }
  const picks: Shelf[] = [];
  let units = 0;
  let cents = 0;
  const cost = (p: Shelf) => Math.round(p.price * 100) * p.stock;
  for (const p of (await inStock(t)).sort((a, b) => cost(a) - cost(b))) {
    if (
      p.stock > DEFAULTS.line ||
      units + p.stock > DEFAULTS.accountUnits ||
      used.units + units + p.stock > DEFAULTS.addressUnits ||
      cents + cost(p) > DEFAULTS.accountCents
    )
      continue;
    picks.push(p);
    units += p.stock;
    cents += cost(p);
  }
  if (picks.length === 0) return;
  const res = await placeFrom(
    t,
    attacker,
    ip,
    orderBody(picks.map((p) => ({ product: p, quantity: p.stock }))),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  used.units += units;
}

async function emptiedBy(t: TestApp, accounts: number): Promise<number> {
  const before = await inStock(t);
  const ip = newAddress();
  const used = { units: 0 };
  for (let i = 0; i < accounts; i++) await drain(t, await account(t, false), ip, used);
  const after = new Set((await inStock(t)).map((p) => p.id));
  const emptied = before.filter((p) => !after.has(p.id)).length;
  console.info(`${accounts} accounts emptied ${emptied} of ${before.length} products in stock`);
  return emptied;
}

describe('the stock drain of issue #23', () => {
  it('two fresh accounts from one address empty at most 5% of the products in stock', async ({
    t,
  }) => {
    // The demo shop: 188 products in stock, of which 5% is 9.
    const inStockBefore = (await inStock(t)).length;
    expect(inStockBefore).toBeGreaterThan(150);
    expect(await emptiedBy(t, 2)).toBeLessThanOrEqual(Math.floor(inStockBefore * 0.05));
  });

  it('nor do a dozen: their address holds 8 units at most', async ({ t }) => {
    expect(await emptiedBy(t, 12)).toBeLessThanOrEqual(8);
  });
});
