import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, vi } from 'vitest';
import { insertProduct, orderBody } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { recordMail, outboxSender } from '../../src/services/mail/outbox';
import type { MailMessage } from '../../src/services/mail/mailer';
import { appTest } from '../fixtures';

// Issue #29: a mail's receipt and message take the CPU that shoppers' answers wait for, so while
// the store answers a rush the mail sender waits, and sends once the rush is over, or once it has
// waited long enough. The store counts as busy from 16 requests under way (app.ts).

const it = appTest();

const RUSH = 16;

/**
 * `count` requests under way on the store: each has sent its headers, announcing a body that
 * never comes, so the store has started on it and waits. Ended by closing their connections.
 */
async function rush(url: string, count: number): Promise<() => void> {
  const { port } = new URL(url);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
  }
  return () => sockets.forEach((socket) => socket.destroy());
}

/** What /metrics says of the requests under way (this one included). */
async function underWay(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^avstore_http_requests_under_way (\d+)$/m.exec(text)?.[1]);
}

const statuses = async (t: TestApp, orderId: string) =>
  (
    await t.database.pool.query<{ status: string }>(
      'SELECT status FROM mail_outbox WHERE order_id = $1 ORDER BY kind',
      [orderId],
    )
  ).rows.map((r) => r.status);

let endRush: (() => void) | undefined;
afterEach(() => endRush?.());

describe('mail during a rush', () => {
  it('waits while the store answers a rush of shoppers, and goes once it is over', async ({
    t,
    placeOrder,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    endRush = await rush(t.url, RUSH);
    await vi.waitFor(async () => expect(await underWay(t.url)).toBeGreaterThan(RUSH), {
      timeout: 10_000,
      interval: 50,
    });
    const res = await placeOrder(orderBody([{ product }]));
    expect(res.status).toBe(201);
    const id = res.body.id as string;

    // The order's answer kicked the sender, which waits: its two mails are still to go.
    await sleep(1_000);
    expect(await statuses(t, id)).toEqual(['pending', 'pending']);

    endRush();
    endRush = undefined;
    await vi.waitFor(async () => expect(await statuses(t, id)).toEqual(['sent', 'sent']), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('goes anyway once it has waited its longest, however long the rush lasts', async ({
    t,
    placeOrder,
  }) => {
    // The store's own sender stops; this one is always told the store is busy.
    await t.app.services.mail.close();
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    const res = await placeOrder(orderBody([{ product }]));
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    await recordMail(t.database.db, { kind: 'shop_new_order', orderId: id, key: `rush:${id}` });

    const sent: MailMessage[] = [];
    const sender = outboxSender({
      db: t.database.db,
      mailer: { send: async (message) => void sent.push(message), close: () => undefined },
      compose: async (row) => ({
        to: 'shop@example.com',
        subject: row.key,
        text: 'rush',
        html: '',
      }),
      log: t.app.log,
      busy: () => true,
      mostYieldMs: 1_500,
    });
    try {
      sender.kick();
      await sleep(500);
      expect(sent).toEqual([]);
      await vi.waitFor(() => expect(sent.map((m) => m.subject)).toContain(`rush:${id}`), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await sender.close();
    }
  });
});
