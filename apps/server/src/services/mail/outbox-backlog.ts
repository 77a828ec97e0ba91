import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mayGo } from './outbox';

export interface OutboxBacklog {
  /** Mails recorded and not yet sent (nor given up), less those held for an unconfirmed address. */
  mails: number;
  /** Seconds since the oldest of them was recorded; 0 when there is none. */
  oldestAgeSeconds: number;
}

/**
 * The mail waiting to go, read when /metrics is scraped: pending rows only, through the partial
 * index on them (mail_outbox_due_idx), so the sent mail that piles up over the years is never
 * read. A shopper's mail held until the address is confirmed (outbox.ts) is left out: it waits on
 * the shopper, not on the sender, and would keep an alert on the backlog's age firing.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const result = await db.execute<{ mails: number; oldest: number | null }>(sql`
    SELECT count(*)::int AS mails,
           extract(epoch FROM now() - min(created_at))::float8 AS oldest
    FROM mail_outbox WHERE status = 'pending' AND ${mayGo}`);
  const row = result.rows[0];
  return { mails: row?.mails ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
}
