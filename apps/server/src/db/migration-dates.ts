import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * Migrations 0014 to 0017 were once dated days ahead (2026-11-27 to 2026-11-30). drizzle applies
 * only the migrations dated after the last one a database recorded, so a shop that had them never
 * got 0018 and later, and no test saw it: a new database takes every migration in one run. The
 * journal now dates them in their order; this sets the dates a database recorded to the same.
 */
const REDATED = [
  { was: 1795744235041, now: 1795660000000 }, // 0014_delivery
  { was: 1795830635041, now: 1795661000000 }, // 0015_mail_outbox
  { was: 1795917035041, now: 1795662000000 }, // 0016_payment_method_switch
  { was: 1796003435041, now: 1795663000000 }, // 0017_account_safety
];

export async function redateEarlyMigrations(db: NodePgDatabase<Record<string, unknown>>) {
  const { rows } = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return;
  for (const { was, now } of REDATED)
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${now} WHERE created_at = ${was}`,
    );
}
