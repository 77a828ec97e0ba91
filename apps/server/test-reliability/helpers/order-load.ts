import type pg from 'pg';
import { expect } from 'vitest';
import { orderBody, type TestProduct } from '../../test/helpers/catalogue';
import { query } from './database';
import { sleep } from './limit';

export interface LoadOptions {
  url: string;
  buyers: string[];
  adminToken: string;
  /** A big stock that never runs out, and a small one that does, both in the same orders. */
  big: TestProduct;
  small: TestProduct;
  /** Bounds of the whole load, whichever comes first. */
  maxOrdersPerBuyer: number;
  deadline: number;
}

/**
 * Shoppers ordering without pause (cash and card, one or two lines), and the admin cancelling
 * some orders; every acknowledged order and cancellation is remembered, to check it survived.
 */
export class OrderLoad {
  readonly acknowledged = new Set<string>();
  readonly cancelled = new Set<string>();
  readonly answers: Record<string, number> = {};
  private stopped = false;
  private running?: Promise<void>;

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = Promise.all(this.options.buyers.map((token) => this.buyer(token))).then(
      () => undefined,
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private count(key: string | number): void {
    this.answers[key] = (this.answers[key] ?? 0) + 1;
  }

  private async buyer(token: string): Promise<void> {
    const { url, big, small, maxOrdersPerBuyer, deadline } = this.options;
    for (let i = 0; i < maxOrdersPerBuyer && !this.stopped && Date.now() < deadline; i++) {
      const quantity = 1 + Math.floor(Math.random() * 3);
      const lines =
        Math.random() < 0.5
          ? [{ product: big, quantity }]
          : [
              { product: big, quantity },
              { product: small, quantity: 1 },
            ];
      const paymentMethod = Math.random() < 0.5 ? 'cash' : 'card';
      try {
        const res = await fetch(`${url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(orderBody(lines, { paymentMethod })),
          signal: AbortSignal.timeout(15_000),
        });
        this.count(res.status);
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) {
          this.acknowledged.add(body.id);
          if (Math.random() < 0.2) await this.cancel(body.id);
        }
      } catch {
        // The server is down or was killed mid-request; its answer is unknown, not wrong.
        this.count('network');
        await sleep(50);
      }
    }
  }

  private async cancel(id: string): Promise<void> {
    const res = await fetch(`${this.options.url}/api/admin/orders/${id}/status`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.options.adminToken}`,
      },
      body: JSON.stringify({ status: 'cancelled' }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    if (res.status === 200) this.cancelled.add(id);
  }

  /** What the server acknowledged is in the database: every order, every cancellation. */
  async expectDurable(connection: pg.ClientConfig): Promise<void> {
    const [row] = await query<{ lost: string[]; uncancelled: string[] }>(
      connection,
      `SELECT ARRAY(SELECT a FROM unnest($1::uuid[]) a
                     WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a))::text[] AS lost,
              ARRAY(SELECT c FROM unnest($2::uuid[]) c
                     WHERE NOT EXISTS (SELECT 1 FROM orders o
                                        WHERE o.id = c AND o.status = 'cancelled'))::text[]
                AS uncancelled`,
      [[...this.acknowledged], [...this.cancelled]],
    );
    expect(row, 'acknowledged orders and cancellations missing').toEqual({
      lost: [],
      uncancelled: [],
    });
  }
}
