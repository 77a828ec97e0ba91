import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../helpers/process-test';
import { waitHealthy } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp';

const processes = serverProcesses();
const sinks: SmtpSink[] = [];
afterAll(() => Promise.all(sinks.map((sink) => sink.close())));

const SHOP_EMAIL = 'stock-watch@example.lk';

describe('a mail sender killed while it sends', () => {
  it(
    'leaves its mail to the next store, which sends it within 30 s of its start',
    {
      timeout: 150_000,
    },
    async () => {
      const database = await processes.database();
      const pool = new pg.Pool(database.connection);
      const env = async (name: string, sink: SmtpSink) => ({
        DATABASE_URL: database.url,
        JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
        DATA_DIR: await processes.folder(name),
        SEED_DEMO_DATA: 'false',
        SHOP_EMAIL,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: sink.url,
      });
      try {
        // A mail server that takes the message and never answers: the first store's send hangs.
        const hanging = await startSmtpSink(new Promise<void>(() => undefined));
        const working = await startSmtpSink();
        sinks.push(hanging, working);

        const first = await processes.start(await env('first', hanging));
        await waitHealthy(first);
        const { rows } = await pool.query<{ id: string }>(
          `INSERT INTO mail_outbox (key, kind, params) VALUES ('low_stock:2030-01-01', 'low_stock', $1)
         RETURNING id`,
          [
            {
              day: '2030-01-01',
              products: [{ id: 'p', name: 'Killed Mixer', sku: '', stock: 1, threshold: 3 }],
            },
          ],
        );
        const mail = rows[0]!.id;
        const claim = async () =>
          (
            await pool.query<{ attempts: number; claimed: boolean; status: string }>(
              `SELECT attempts, next_attempt_at > now() AS claimed, status FROM mail_outbox
             WHERE id = $1`,
              [mail],
            )
          ).rows[0];
        // The first store's wake-up (every 10 s) claims it and starts sending.
        await expect.poll(claim, { timeout: 30_000 }).toMatchObject({ attempts: 1, claimed: true });
        // It renews its claim while it sends: past the 15 s lease, the mail is still its own.
        await new Promise((resolve) => setTimeout(resolve, 17_000));
        expect(await claim()).toMatchObject({ attempts: 1, claimed: true, status: 'pending' });

        first.child.kill('SIGKILL');
        await first.exited;
        const started = Date.now();
        const second = await processes.start(await env('second', working));
        await expect
          .poll(() => working.messages.some((m) => m.includes('Killed Mixer')), {
            timeout: 45_000,
            interval: 200,
          })
          .toBe(true);
        const tookMs = Date.now() - started;
        expect(tookMs).toBeLessThan(30_000);
        expect(await claim()).toMatchObject({ attempts: 2, status: 'sent' });
        expect(working.messages.filter((m) => m.includes('Killed Mixer'))).toHaveLength(1);
        expect(hanging.messages).toHaveLength(0);
        await waitHealthy(second);
      } finally {
        await pool.end();
      }
    },
  );
});
