// Fills a store's database (migrated and seeded: the products exist) with customers and two
// years of orders, their lines and their card and KOKO payments, for benchmarks at scale. Plain
// SQL over generate_series in one transaction: about 70-80 s for a million orders on 2 cores.
import { randomBytes } from 'node:crypto';

const FIRST = (
  'Nimal,Kamal,Sunil,Ruwan,Chaminda,Dinesh,Kasun,Tharindu,Lahiru,Nuwan,Sanath,Mahesh,' +
  'Pradeep,Asanka,Chathura,Dilshan,Isuru,Janaka,Malith,Roshan,Shehan,Thilina,Amaya,' +
  'Dilini,Hiruni,Ishara,Kavindi,Madushani,Nadeesha,Nethmi,Piumi,Sachini,Sanduni,' +
  'Tharushi,Upeksha,Yashodha,Arjun,Priya,Suresh,Lakshmi,Mohamed,Fathima,Rizwan,Ayesha'
).split(',');
const LAST = (
  'Perera,Fernando,Silva,de Silva,Jayawardena,Bandara,Dissanayake,Wickramasinghe,' +
  'Gunawardena,Rajapaksa,Herath,Kumara,Rathnayake,Senanayake,Weerasinghe,Wijesinghe,' +
  'Jayasuriya,Karunaratne,Liyanage,Samarasinghe,Abeysekara,Ekanayake,Gamage,' +
  'Hettiarachchi,Kodikara,Mendis,Munasinghe,Nanayakkara,Peiris,Ranasinghe,Siriwardena,' +
  'Tennakoon,Wijeratne,Pathirana,Rodrigo,Sivakumar,Rajendran,Nadarajah,Marikar,Cassim'
).split(',');
const DOMAINS = (
  'gmail.com,gmail.com,gmail.com,gmail.com,yahoo.com,hotmail.com,outlook.com,sltnet.lk,' +
  'eventsound.lk,studio.lk'
).split(',');
const CITIES = (
  'Colombo,Kandy,Galle,Negombo,Kurunegala,Matara,Jaffna,Anuradhapura,Ratnapura,' +
  'Batticaloa,Nuwara Eliya,Gampaha,Moratuwa,Dehiwala,Kalutara'
).split(',');

/** A hash of `sql` (an integer expression) as a non-negative int: picks without random(). */
const hash = (sql) => `(hashint8(${sql}) & 2147483647)`;

/**
 * Seeds `orders` orders of `users` customers over `days` days, newest now, one customer among
 * them (`heavyCustomer`) with `heavyCustomerOrders` spread over the whole time. `db`: a pg Client
 * or Pool on the store's database while the store is stopped (secondary indexes on orders,
 * order_items and payments are dropped for the load and built again, in the same transaction).
 * Every customer gets `passwordHash` (default: one no password matches). Once per database (the
 * e-mails would repeat); run VACUUM ANALYZE after.
 */
export async function seedOrders(
  db,
  {
    orders = 1_000_000,
    users = Math.max(1, Math.round(orders / 20)),
    heavyCustomerOrders = Math.min(500, orders),
    days = 730,
    passwordHash = '!seeded: no password matches',
    log = () => {},
  } = {},
) {
  const pooled = typeof db.totalCount === 'number';
  const client = pooled ? await db.connect() : db;
  const started = Date.now();
  const step = (label, t0) => log(`${label} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const salt = randomBytes(6).toString('hex');
    await client.query("SET work_mem = '64MB'");
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('SET synchronous_commit = off');
    // Skips the foreign-key checks of the load (the data is built consistent); superusers only.
    const replica = await client
      .query('SET session_replication_role = replica')
      .then(() => true)
      .catch(() => false);
    await client.query('BEGIN');
    try {
      const result = await load(client, {
        salt,
        orders,
        users,
        heavyCustomerOrders,
        days,
        passwordHash,
        step,
      });
      await client.query('COMMIT');
      return { ...result, foreignKeysChecked: !replica, ms: Date.now() - started };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (replica) await client.query('RESET session_replication_role').catch(() => undefined);
    }
  } finally {
    if (pooled) client.release();
  }
}

async function load(
  client,
  { salt, orders, users, heavyCustomerOrders, days, passwordHash, step },
) {
  let t0 = Date.now();
  const { rows: products } = await client.query(
    `SELECT count(*)::int AS n FROM products WHERE archived_at IS NULL AND stock > 0`,
  );
  const productCount = products[0].n;
  if (productCount === 0) throw new Error('seedOrders needs products: start the store once first');
  await client.query(
    `CREATE TEMP TABLE seed_products ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id)::int AS n, id, name, category,
       CASE WHEN discount_price_cents > 0 THEN discount_price_cents ELSE price_cents END AS cents,
       '/media/' || (pictures->0->>'id') || '.jpg' AS image
     FROM products WHERE archived_at IS NULL AND stock > 0`,
  );
  await client.query('CREATE UNIQUE INDEX ON seed_products (n)');

  // Customer 0 is the heavy one; the others get orders the more often the lower their number.
  await client.query(
    `CREATE TEMP TABLE seed_customers ON COMMIT DROP AS
     SELECT n, gen_random_uuid() AS id, f AS first_name, l AS last_name,
       lower(replace(f || '.' || l, ' ', '')) || n || '@' || ($3::text[])[1 + ${hash('n * 3 + 2')} % cardinality($3::text[])] AS email,
       '+94 7' || (n % 8) || ' ' || lpad((${hash('n * 5 + 1')} % 10000000)::text, 7, '0') AS phone,
       ($4::text[])[1 + ${hash('n * 7 + 3')} % cardinality($4::text[])] AS city
     FROM generate_series(0, $5::int) AS n,
       LATERAL (SELECT ($1::text[])[1 + ${hash('n * 11')} % cardinality($1::text[])] AS f,
                       ($2::text[])[1 + ${hash('n * 13 + 5')} % cardinality($2::text[])] AS l) AS names`,
    [FIRST, LAST, DOMAINS, CITIES, users],
  );
  await client.query('CREATE UNIQUE INDEX ON seed_customers (n)');
  await client.query(
    `INSERT INTO users (id, email, password_hash, created_at, updated_at)
     SELECT id, email, $1, now() - make_interval(days => $2 + 30), now() - make_interval(days => $2 + 30)
     FROM seed_customers`,
    [passwordHash, days],
  );
  step(`${users + 1} customers`, t0);

  t0 = Date.now();
  const { rows: dropped } = await client.query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname IN ('orders', 'order_items', 'payments')
       AND t.relnamespace = 'public'::regnamespace AND NOT i.indisprimary AND NOT i.indisunique`,
  );
  for (const { name } of dropped) await client.query(`DROP INDEX "${name}"`);

  // Order i (1 = oldest) is placed at an even step from `days` ago to now, so the table is in
  // time order as a real one is. Its id, lines and total derive from i, so the lines' INSERT
  // finds them again without reading the orders back.
  const orderId = `overlay(overlay(md5($1 || i) placing '4' from 13) placing '8' from 17)::uuid`;
  const lines = `(CASE WHEN ${hash('i * 4 + 3')} % 10 < 6 THEN 1 WHEN ${hash('i * 4 + 3')} % 10 < 9 THEN 2 ELSE 3 END)`;
  const pick = (k) => `(1 + ${hash(`i * 4 + ${k}`)} % ${productCount})`;
  const quantity = (k) => `(CASE WHEN (${hash(`i * 4 + ${k}`)} >> 8) % 8 = 0 THEN 2 ELSE 1 END)`;
  const lineCents = (k) => `(cents[${pick(k)}] * ${quantity(k)})`;
  const stride = Math.max(1, Math.floor(orders / Math.max(1, heavyCustomerOrders)));
  const { rows: cents } = await client.query(
    'SELECT array_agg(cents ORDER BY n) AS cents FROM seed_products',
  );
  const placed = await client.query(
    `WITH o AS (
       SELECT i, ${orderId} AS id, $2::bigint[] AS cents,
         now() - make_interval(secs => ($3::bigint - i + random()) * $4::float8) AS at,
         make_interval(secs => ($3::bigint - i) * $4::float8) AS age,
         CASE WHEN i % $5 = 0 AND i / $5 <= $6 THEN 0
              ELSE 1 + floor($7 * power(random(), 2))::int END AS n,
         random() AS r, random() AS pay, random() AS ship
       FROM generate_series(1, $3::int) AS i
     ), shaped AS (
       SELECT o.*, CASE WHEN pay < 0.55 THEN 'card' WHEN pay < 0.7 THEN 'koko' ELSE 'cash' END AS method,
         ${lineCents(0)} + CASE WHEN ${lines} > 1 THEN ${lineCents(1)} ELSE 0 END
           + CASE WHEN ${lines} > 2 THEN ${lineCents(2)} ELSE 0 END AS total
       FROM o
     ), inserted AS (
       INSERT INTO orders (id, user_id, status, delivery_method, payment_method, total_cents,
         email, first_name, last_name, phone, country, address, city, zip_code, created_at, updated_at)
       SELECT s.id, c.id,
         CASE
           WHEN s.method <> 'cash' AND s.age < interval '20 minutes' THEN 'pending'
           WHEN s.method = 'cash' AND s.age < interval '2 days' AND s.r < 0.5 THEN 'pending'
           WHEN s.r < 0.07 THEN 'cancelled'
           WHEN s.age < interval '2 days' THEN 'confirmed'
           WHEN s.age < interval '10 days' AND s.r < 0.5 THEN 'confirmed'
           ELSE 'delivered'
         END,
         CASE WHEN s.ship < 0.7 THEN 'delivery' ELSE 'pickup' END, s.method, s.total,
         c.email, c.first_name, c.last_name, c.phone,
         CASE WHEN s.ship < 0.7 THEN 'Sri Lanka' ELSE '' END,
         CASE WHEN s.ship < 0.7 THEN 'No. ' || (1 + c.n % 240) || ', ' || c.last_name || ' Mawatha' ELSE '' END,
         CASE WHEN s.ship < 0.7 THEN c.city ELSE '' END,
         CASE WHEN s.ship < 0.7 THEN lpad((10000 + c.n % 90000)::text, 5, '0') ELSE '' END,
         s.at, s.at + CASE WHEN s.age > interval '10 days' THEN interval '3 days' ELSE interval '0' END
       FROM shaped s JOIN seed_customers c ON c.n = s.n
       RETURNING id, status, payment_method, total_cents, created_at
     )
     INSERT INTO payments (order_id, provider, status, amount_cents, session_id, provider_reference,
       created_at, updated_at)
     SELECT id, payment_method,
       CASE status WHEN 'pending' THEN 'initiated'
         WHEN 'cancelled' THEN CASE WHEN random() < 0.0005 THEN 'refund_due' ELSE 'failed' END
         ELSE 'succeeded' END,
       total_cents, 'SESSION' || md5(id::text), CASE WHEN status IN ('confirmed', 'delivered') THEN md5(id::text || 'ref') END,
       created_at + interval '1 minute', created_at + interval '3 minutes'
     FROM inserted WHERE payment_method <> 'cash'`,
    [salt, cents[0].cents, orders, (days * 86400) / orders, stride, heavyCustomerOrders, users],
  );
  step(`${orders} orders and ${placed.rowCount} payments`, t0);

  t0 = Date.now();
  const items = await client.query(
    `INSERT INTO order_items (order_id, product_id, position, name, category, quantity,
       unit_price_cents, original_price_cents, image)
     SELECT ${orderId}, p.id, k.k, p.name, p.category,
       CASE k.k WHEN 0 THEN ${quantity(0)} WHEN 1 THEN ${quantity(1)} ELSE ${quantity(2)} END,
       p.cents, p.cents, p.image
     FROM generate_series(1, $2::int) AS i
     CROSS JOIN LATERAL generate_series(0, ${lines} - 1) AS k(k)
     JOIN seed_products p ON p.n = CASE k.k WHEN 0 THEN ${pick(0)} WHEN 1 THEN ${pick(1)} ELSE ${pick(2)} END`,
    [salt, orders],
  );
  step(`${items.rowCount} order lines`, t0);

  t0 = Date.now();
  for (const { def } of dropped) await client.query(def);
  step(`${dropped.length} indexes built again`, t0);

  const { rows: heavy } = await client.query(
    'SELECT c.id, c.email, count(o.id)::int AS orders FROM seed_customers c JOIN orders o ON o.user_id = c.id WHERE c.n = 0 GROUP BY c.id, c.email',
  );
  return {
    users: users + 1,
    orders,
    items: items.rowCount,
    payments: placed.rowCount,
    heavyCustomer: heavy[0],
  };
}
