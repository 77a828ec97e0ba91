// The SQL one order sends, written out for pgbench (order-limit.mjs): the statements of
// apps/server/src/services/orders (create-order.ts: order-reads.ts, order-write.ts) and those it
// calls (the sign-in's lookup in plugins/auth.ts, the delivery details, the mail outbox), with
// the values of one cash pick-up order of a buyer. Change them together with the store's.

/**
 * The order's id: 128 random bits from two pgbench variables (:oa, :ob), as the store's
 * randomUUID gives one. Written where the store passes the id it made.
 */
const ORDER_ID = `(lpad(to_hex(:oa::bigint), 16, '0') || lpad(to_hex(:ob::bigint), 16, '0'))::uuid`;

/** The table of drawn orders the script reads its lines from, one row per order. */
export const DRAWN_ORDERS = 'bench_drawn_orders';

/**
 * Writes `orders` (each a list of { product: { id, name, category, cents, picture }, quantity })
 * into DRAWN_ORDERS, numbered from 0, as the arrays the store binds for an order's lines.
 */
export async function writeDrawnOrders(db, orders) {
  await db.query(`DROP TABLE IF EXISTS ${DRAWN_ORDERS}`);
  await db.query(`CREATE TABLE ${DRAWN_ORDERS} (n int PRIMARY KEY, ids uuid[], positions int[],
    names text[], categories text[], quantities int[], cents bigint[], pictures text[],
    total bigint)`);
  for (const [n, lines] of orders.entries()) {
    await db.query(`INSERT INTO ${DRAWN_ORDERS} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
      n,
      lines.map((l) => l.product.id),
      lines.map((_, i) => i),
      lines.map((l) => l.product.name),
      lines.map((l) => l.product.category),
      lines.map((l) => l.quantity),
      lines.map((l) => l.product.cents),
      lines.map((l) => l.product.picture),
      lines.reduce((sum, l) => sum + l.product.cents * l.quantity, 0),
    ]);
  }
}

/**
 * The pgbench script placing one order, drawn at random from the `count` in DRAWN_ORDERS, for
 * the pgbench client's buyer: the buyer of client n (from 0) is
 * `bench-<runId>-<n + firstBuyer>@example.com`, signed in once. The order's values reach the
 * statements as bound parameters, as the store's do, so each statement's text is the same for
 * every order (and `-M prepared` names it once per connection, as the store names its own). Its
 * mails are recorded a day ahead, so the store (idle meanwhile, on the same database) never sends
 * them. Beside the store's statements it reads its drawn order, one look-up by key.
 */
export function orderScript({ runId, firstBuyer, count }) {
  const email = `'bench-${runId}-' || (:client_id + ${firstBuyer})::text || '@example.com'`;
  // No promo code on a line: an array of as many nulls as the order has lines.
  const nulls = (type) => `array_fill(NULL::${type}, ARRAY[cardinality(:ids::uuid[])])`;
  const columns = [
    ':ids::uuid[]',
    ':positions::int[]',
    ':names::text[]',
    ':categories::text[]',
    ':quantities::int[]',
    ':cents::bigint[]',
    ':cents::bigint[]',
    ':pictures::text[]',
    nulls('text'),
    nulls('int'),
  ].join(', ');
  const ids = ':ids::uuid[]';
  return `\\set oa random(0, 9223372036854775806)
\\set ob random(0, 9223372036854775806)
\\set drawn random(0, ${count - 1})
SELECT ids::text AS ids, positions::text AS positions, names::text AS names, categories::text AS categories, quantities::text AS quantities, cents::text AS cents, pictures::text AS pictures, total FROM ${DRAWN_ORDERS} WHERE n = :drawn \\gset
-- The sign-in the token names, with its user (the auth plugin, each request).
select "users"."id" AS uid, "users"."email", "users"."password_hash", "users"."role", "users"."token_version", "users"."email_confirmed_at", "users"."created_at", "users"."updated_at" from "auth_sessions" inner join "users" on "users"."id" = "auth_sessions"."user_id" where ("users"."email" = ${email} and "auth_sessions"."ended_at" is null and "auth_sessions"."expires_at" > now()) \\gset
-- BEGIN with accountLock in one round trip, as the store's pipelinedTransaction sends them.
\\startpipeline
BEGIN;
-- accountLock: one order at a time per account, and who it is.
SELECT pg_advisory_xact_lock(hashtext(:uid)) AS locked, u.email, u.email_confirmed_at IS NOT NULL AS confirmed FROM (VALUES (1)) AS one LEFT JOIN users u ON u.id = :uid;
\\endpipeline
-- readForOrder: the products locked, what the account's pending orders hold.
WITH locked AS MATERIALIZED (SELECT id, name, category, stock, pictures, price_cents, discount_price_cents, promo_code, promo_discount FROM products WHERE id = ANY(${ids}) AND archived_at IS NULL ORDER BY id FOR UPDATE), account AS (WITH pending AS MATERIALIZED (SELECT id FROM orders WHERE user_id = :uid AND status = 'pending' AND quotation_id IS NULL), lines AS MATERIALIZED (SELECT product_id, quantity, unit_price_cents FROM order_items WHERE order_id IN (SELECT id FROM pending)) SELECT (SELECT count(*) FROM pending)::int AS orders, (SELECT coalesce(sum(quantity), 0) FROM lines)::int AS units, (SELECT coalesce(sum(quantity * unit_price_cents), 0) FROM lines)::text AS value, (SELECT json_object_agg(product_id, units) FROM (SELECT product_id, sum(quantity)::int AS units FROM lines WHERE product_id = ANY(${ids}) GROUP BY product_id) p) AS by_product) SELECT account.*, NULL::int AS address_units, NULL::bigint AS charge_cents, NULL::bigint AS free_threshold_cents, locked.* FROM account LEFT JOIN locked ON true;
-- orderWrite with COMMIT in one round trip: the stock taken, the order, its lines and promo
-- uses, the delivery details (deliveryDetailsWrite) and the shopper's confirmation and the
-- shop's notice (mailWrite).
\\startpipeline
WITH line AS (SELECT * FROM unnest(${columns}) AS l(product_id, position, name, category, quantity, unit_price_cents, original_price_cents, image, promo_code, promo_discount)), taken AS (UPDATE products SET stock = products.stock - line.quantity FROM line WHERE products.id = line.product_id), placed AS (INSERT INTO orders (id, user_id, delivery_method, payment_method, total_cents, delivery_charge_cents, email, first_name, last_name, phone, country, address, city, zip_code, district, placed_from, buyer_organisation, buyer_vat_number, language) VALUES (${ORDER_ID}, :uid, 'pickup', 'cash', (:total)::bigint, 0, ${email}, 'Bench', 'Buyer', '0771234567', '', '', '', '', NULL, NULL, NULL, NULL, 'en')), items AS (INSERT INTO order_items (order_id, product_id, position, name, category, quantity, unit_price_cents, original_price_cents, image, promo_code, promo_discount) SELECT ${ORDER_ID}, product_id, position, name, category, quantity, unit_price_cents, original_price_cents, image, promo_code, promo_discount FROM line), alongside_0 AS (insert into "delivery_details" ("user_id", "first_name", "last_name", "phone", "country", "address", "city", "zip_code", "district", "delivery_method", "updated_at") values (:uid, 'Bench', 'Buyer', '0771234567', '', '', '', '', NULL, 'pickup', default) on conflict ("user_id") do update set "first_name" = 'Bench', "last_name" = 'Buyer', "phone" = '0771234567', "delivery_method" = 'pickup', "updated_at" = now()), alongside_1 AS (insert into "mail_outbox" ("id", "key", "kind", "order_id", "params", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at") values (default, 'order_confirmation:' || ${ORDER_ID}, 'order_confirmation', ${ORDER_ID}, '{}', default, default, now() + interval '1 day', default, default, default), (default, 'shop_new_order:' || ${ORDER_ID}, 'shop_new_order', ${ORDER_ID}, '{}', default, default, now() + interval '1 day', default, default, default) on conflict ("key") do nothing) INSERT INTO promo_uses (user_id, product_id, order_id, promo_code, discount) SELECT :uid, product_id, ${ORDER_ID}, promo_code, promo_discount FROM line WHERE promo_code IS NOT NULL;
COMMIT;
\\endpipeline
`;
}
