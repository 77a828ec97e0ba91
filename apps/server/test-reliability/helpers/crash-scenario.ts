import pg from 'pg';
import { expect } from 'vitest';
import { post, signUp } from '../../test/helpers/accounts';
import { insertProduct, type TestProduct } from '../../test/helpers/catalogue';
import { expectOrdersWhole, stockAndHeld } from './database';
import { mapLimit, sleep } from './limit';
import { OrderLoad } from './order-load';
import { ADMIN, Store } from './store';

export const BIG_STOCK = 100_000;
export const SMALL_STOCK = 40;
const BUYERS = 8;

export interface Scenario {
  store: Store;
  load: OrderLoad;
  products: { product: TestProduct; stock: number }[];
  /** The invariants that must hold after every crash. */
  check(): Promise<void>;
  /** Stops the load, checks once more and logs what it was answered, under `name`. */
  finish(name: string): Promise<void>;
}

/** A running store with two products of known stock, and a load of buyers ready to start. */
export async function crashScenario(store: Store, deadline: number): Promise<Scenario> {
  await store.start();
  const pool = new pg.Pool(store.connection);
  pool.on('error', () => undefined);
  const big = await insertProduct(pool, { stock: BIG_STOCK, price: 1234.5 });
  const small = await insertProduct(pool, { stock: SMALL_STOCK, price: 99.99 });
  await pool.end();
  const buyers = await mapLimit(
    Array.from({ length: BUYERS }, (_, i) => i),
    4,
    async () => (await signUp(store.url)).token,
  );
  const admin = await post(`${store.url}/api/auth/login`, ADMIN);
  expect(admin.status).toBe(200);
  const load = new OrderLoad({
    url: store.url,
    buyers,
    adminToken: admin.body.token as string,
    big,
    small,
    maxOrdersPerBuyer: 20_000,
    deadline,
  });
  const products = [
    { product: big, stock: BIG_STOCK },
    { product: small, stock: SMALL_STOCK },
  ];
  const check = async () => {
    await expectOrdersWhole(store.connection);
    for (const { product, stock } of products) {
      const { stock: left, held } = await stockAndHeld(store.connection, product.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + held, `stock + held of ${product.name}`).toBe(stock);
    }
    await load.expectDurable(store.connection);
  };
  return {
    store,
    load,
    products,
    check,
    async finish(name) {
      await load.stop();
      await check();
      console.log(
        `${name}: answers`,
        load.answers,
        'acknowledged',
        load.acknowledged.size,
        'cancelled',
        load.cancelled.size,
      );
    },
  };
}

/** Waits for the store to take a new order (it must, after each recovery), then a random while. */
export async function runningMoment(load: OrderLoad, maxWaitMs = 20_000): Promise<void> {
  const before = load.acknowledged.size;
  const deadline = Date.now() + maxWaitMs;
  while (load.acknowledged.size === before) {
    if (Date.now() > deadline)
      throw new Error(`no order was taken in ${maxWaitMs} ms: ${JSON.stringify(load.answers)}`);
    await sleep(50);
  }
  await sleep(randomBetween(0, 2_500));
}

export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);
