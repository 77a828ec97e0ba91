import pg from 'pg';

/**
 * Every table's row count and a hash of its rows' text (timestamps in UTC, to the microsecond,
 * password hashes and pictures' bytes included): equal fingerprints mean equal data, row for row.
 */
export async function tableFingerprint(
  connection: pg.ClientConfig,
): Promise<Record<string, string>> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const table = pg.escapeIdentifier(name);
      // Generated columns are left out: each database computes them under its own collation
      // (search_text is lower-cased, and lower() differs between the C and a UTF-8 locale).
      const { rows: columns } = await client.query<{ name: string }>(
        `SELECT a.attname AS name FROM pg_attribute a
         WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
           AND a.attgenerated = '' ORDER BY a.attnum`,
        [table],
      );
      const stored = columns.map((c) => pg.escapeIdentifier(c.name)).join(', ');
      const { rows } = await client.query<{ n: number; hash: string }>(
        `SELECT count(*)::int AS n,
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash
         FROM (SELECT ${stored} FROM ${table}) t`,
      );
      result[name] = `${rows[0]!.n} ${rows[0]!.hash}`;
    }
    return result;
  } finally {
    await client.end();
  }
}
