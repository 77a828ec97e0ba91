import pg from 'pg';
import { describe, expect } from 'vitest';
import { ADDRESS, insertProduct, orderBody } from '../helpers/catalogue';
import { it } from '../fixtures';

interface Sent {
  client: pg.Client;
  text: string;
  /** The statement's name, when it was sent as a named (prepared) statement. */
  name?: string;
  /**
   * Which of its connection's round trips it went in: a statement sent while an earlier one's
   * answer is awaited rides on that one's round trip.
   */
  trip: number;
}

/** Every statement the app's connections send while `work` runs, with the connection. */
async function statementsDuring(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const awaited = new Map<pg.Client, number>();
  const trips = new Map<pg.Client, number>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args as [string | { text: string; name?: string }];
    const waiting = awaited.get(this) ?? 0;
    const trip = (trips.get(this) ?? 0) + (waiting === 0 ? 1 : 0);
    trips.set(this, trip);
    sent.push(
      typeof query === 'string'
        ? { client: this, text: query, trip }
        : { client: this, text: query.text, name: query.name, trip },
    );
    const answer = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise) {
      awaited.set(this, waiting + 1);
      const settled = () => void awaited.set(this, awaited.get(this)! - 1);
      answer.then(settled, settled);
    }
    return answer;
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

/** The statements of the order's transaction: its connection's, from BEGIN to COMMIT. */
function orderTransaction(sent: Sent[]): Sent[] {
  const lock = sent.find((s) => s.text.includes('pg_advisory_xact_lock(hashtext('));
  expect(lock, 'the account lock of the order').toBeDefined();
  const own = sent.filter((s) => s.client === lock!.client);
  const begin = own.findLastIndex((s, i) => i < own.indexOf(lock!) && /^begin$/i.test(s.text));
  const commit = own.findIndex((s, i) => i > begin && /^commit$/i.test(s.text));
  return own.slice(begin, commit + 1);
}

// The order path lost half its speed as checks were added one statement at a time (issue #29):
// each round trip costs both processes a wake-up. These keep the count where it is.
describe('POST /api/orders round trips', () => {
  it('takes three round trips in its transaction, and one sign-in lookup before it', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 50, price: 1000 });
    expect((await placeOrder(orderBody([{ product }]))).status).toBe(201); // connections warm
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await placeOrder(orderBody([{ product, quantity: 2 }]))).status;
    });
    expect(status).toBe(201);
    const transaction = orderTransaction(sent);
    expect(
      transaction.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 60)),
      'BEGIN, lock, read, one write (the order, the delivery details, the mails), COMMIT',
    ).toHaveLength(5);
    const trips = new Map<number, number>();
    for (const { trip } of transaction) trips.set(trip, (trips.get(trip) ?? 0) + 1);
    expect([...trips.values()], 'BEGIN with the lock, the read, the write with COMMIT').toEqual([
      2, 1, 2,
    ]);
    expect(sent.filter((s) => s.text.includes('"auth_sessions"'))).toHaveLength(1);
  });

  it('reads the delivery rate of the district in the same read as the products', async ({
    placeOrder,
    t,
  }) => {
    await t.database.pool.query(
      `INSERT INTO delivery_charges (district, charge_cents) VALUES ('Kandy', 45000)
       ON CONFLICT (district) DO UPDATE SET charge_cents = 45000`,
    );
    const product = await insertProduct(t.database.pool, { stock: 50, price: 1000 });
    const body = orderBody([{ product }], {
      deliveryMethod: 'delivery',
      total: 1450,
      customer: ADDRESS,
    });
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await placeOrder(body)).status;
    });
    expect(status).toBe(201);
    expect(orderTransaction(sent)).toHaveLength(5);
    expect(sent.filter((s) => /delivery_(charges|settings)/.test(s.text))).toHaveLength(1);
  });

  // PostgreSQL parsed and planned each of an order's statements anew; named, a connection parses
  // each once and may keep its plan (issue #29: 3.2 -> 2.5 ms of PostgreSQL's CPU an order).
  it('sends the lock, the read and the write as statements its connection keeps prepared', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 50, price: 1000 });
    const orders = [];
    for (const quantity of [1, 2]) {
      let status = 0;
      const sent = await statementsDuring(async () => {
        status = (await placeOrder(orderBody([{ product, quantity }]))).status;
      });
      expect(status).toBe(201);
      orders.push(orderTransaction(sent).slice(1, -1));
    }
    const [first, second] = orders;
    expect(first!.map((s) => s.name).every(Boolean), 'each statement named').toBe(true);
    // The same statements, whatever the order's values: one prepared statement each.
    expect(second!.map((s) => s.name)).toEqual(first!.map((s) => s.name));
    const { rows } = await first![0]!.client.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements',
    );
    const kept = rows.map((r) => r.name);
    for (const { name } of first!) expect(kept).toContain(name);
  });
});
