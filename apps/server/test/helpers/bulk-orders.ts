import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface BulkOrders {
  userId: string;
  count: number;
  status?: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The newest is this many minutes old; each next one a minute older. */
  minutesAgo?: number;
}

/** An account straight into the database (no password anyone knows); gives its id. */
export async function insertUser(pool: pg.Pool, email = `bulk-${randomUUID()}@example.lk`) {
  const { rows } = await pool.query<{ id: string }>(
    "INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-hash') RETURNING id",
    [email],
  );
  return rows[0]!.id;
}

/** Many orders of one account in one statement, newest first a minute apart, without items. */
export async function insertOrders(pool: pg.Pool, o: BulkOrders): Promise<void> {
  await pool.query(
    `INSERT INTO orders (user_id, status, delivery_method, payment_method, total_cents, email,
       first_name, last_name, phone, created_at)
     SELECT $1, $2, 'pickup', 'cash', 100000 + i, $3, $4, $5, '0771234567',
       now() - make_interval(mins => $6 + i)
     FROM generate_series(0, $7 - 1) AS i`,
    [
      o.userId,
      o.status ?? 'delivered',
      o.email ?? 'bulk@example.lk',
      o.firstName ?? 'Bulk',
      o.lastName ?? 'Buyer',
      o.minutesAgo ?? 0,
      o.count,
    ],
  );
}
