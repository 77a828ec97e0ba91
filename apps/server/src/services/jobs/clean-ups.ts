import type pg from 'pg';

/**
 * Each clean-up is one statement over its table. The first, on a store that has kept years of
 * rows, may take a while; later ones find an hour's worth.
 */
const QUERY_TIMEOUT_MS = 10 * 60_000;

/**
 * An upload is left this long for the back office to save it with a product: the owner uploads,
 * then fills in the product's form.
 */
const UPLOAD_SAVED_WITHIN = '1 day';

async function deleted(pool: pg.Pool, text: string, values: unknown[] = []): Promise<number> {
  // A query's own time-out over the pool's 30 s: pg reads it, its types do not name it.
  const query = { text, values, query_timeout: QUERY_TIMEOUT_MS } as pg.QueryConfig;
  const result = await pool.query(query);
  return result.rowCount ?? 0;
}

/**
 * Mail sent (or found no longer true when it could go: 'skipped') more than `keepMs` ago. Mail
 * waiting or given up ('failed') is kept.
 */
export function pruneSentMail(pool: pg.Pool, keepMs: number): Promise<number> {
  return deleted(
    pool,
    `DELETE FROM mail_outbox
     WHERE (status = 'sent' AND sent_at < now() - make_interval(secs => $1))
        OR (status = 'skipped' AND created_at < now() - make_interval(secs => $1))`,
    [keepMs / 1000],
  );
}

/** Password reset and address confirmation links used or past their time: never good again. */
export async function pruneSpentLinks(pool: pg.Pool): Promise<number> {
  const spent = 'used_at IS NOT NULL OR expires_at < now()';
  return (
    (await deleted(pool, `DELETE FROM password_resets WHERE ${spent}`)) +
    (await deleted(pool, `DELETE FROM email_confirmations WHERE ${spent}`))
  );
}

/** Sign-ins ended (signed out, a new password) or expired: no token opens them again. */
export function pruneEndedSessions(pool: pg.Pool): Promise<number> {
  return deleted(
    pool,
    'DELETE FROM auth_sessions WHERE ended_at IS NOT NULL OR expires_at < now()',
  );
}

/**
 * Uploads a day old that nothing shows: no product's pictures (archived and draft ones count),
 * no order line's picture (an order keeps its product's picture as it was), nothing of the shop's
 * settings (the logo, Home's banners). Their variants go with them.
 */
export function pruneUnsavedUploads(pool: pg.Pool): Promise<number> {
  return deleted(
    pool,
    `WITH on_products AS MATERIALIZED (
       SELECT DISTINCT picture->>'id' AS id
       FROM products, jsonb_array_elements(products.pictures) AS picture
     ), unshown AS MATERIALIZED (
       SELECT i.id FROM images i
       WHERE i.created_at < now() - $1::interval
         AND NOT EXISTS (SELECT 1 FROM on_products p WHERE p.id = i.id::text)
         AND NOT EXISTS (SELECT 1 FROM shop_settings s WHERE strpos(s.settings::text, i.id::text) > 0)
     )
     DELETE FROM images WHERE id IN (
       SELECT u.id FROM unshown u
       WHERE NOT EXISTS (
         SELECT 1 FROM order_items o
         WHERE substring(o.image FROM '^/media/([0-9a-f-]{36})') = u.id::text))`,
    [UPLOAD_SAVED_WITHIN],
  );
}

export interface CleanUpOptions {
  /** SENT_MAIL_KEEP. */
  sentMailKeepMs: number;
}

/** Every clean-up, one after another; gives what each removed. */
export async function cleanUp(pool: pg.Pool, { sentMailKeepMs }: CleanUpOptions) {
  return {
    sentMail: await pruneSentMail(pool, sentMailKeepMs),
    spentLinks: await pruneSpentLinks(pool),
    endedSessions: await pruneEndedSessions(pool),
    unsavedUploads: await pruneUnsavedUploads(pool),
  };
}
