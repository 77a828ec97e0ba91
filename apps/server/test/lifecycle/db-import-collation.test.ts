import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/database';
import { hashPassword, verifyPassword } from '../../src/services/auth/passwords';
import { findUserByEmail } from '../../src/services/auth/users';
import { migrationsBefore } from '../helpers/migrations-before';
import { buildServer, databaseUrl } from '../helpers/server-process';
import { runTool } from './run-tool';

/**
 * Issue #23: the embedded PostgreSQL uses the C locale, where lower() leaves 'İ' (U+0130) alone,
 * so a store could hold 'lili@example.lk' and 'LİLİ@example.lk' as two accounts. An ordinary
 * database (C.UTF-8, a Debian server's default) folds them together under the unique index on
 * lower(email) that stores had before migration 0017, and the import died printing its whole
 * batch: every account's e-mail and password hash. Here an export of such an older store is
 * imported into a C.UTF-8 database with the real `db:import`; a real clash stops it with the
 * table and the key alone.
 */

const LOCALE = 'C.UTF-8';
const TYPED = {
  lili: 'lili@example.lk',
  dottedLili: 'LİLİ@example.lk',
  nimal: 'Nimal@Example.LK',
  /** Fullwidth letters: a different account under the old lower(), the same one form as Nimal. */
  fullwidthNimal: 'ＮＩＭＡＬ@example.lk',
} as const;
const passwordOf = (who: keyof typeof TYPED) => `the password of ${who}, long enough`;

interface TestDatabase {
  connection: pg.PoolConfig;
  url: string;
}

let work: string;
const made: string[] = [];
let before: Awaited<ReturnType<typeof migrationsBefore>>;
/** Ids of the accounts in the older store. */
const ids = {} as Record<keyof typeof TYPED, string>;
/** Why the run's PostgreSQL cannot make a C.UTF-8 database, when it cannot. */
let noLocale: string | undefined;
/** An export of the older store with lili, LİLİ and Nimal; and one with the fullwidth Nimal too. */
let pairFile: string;
let clashFile: string;

/** A database on the run's PostgreSQL with the given collation and character classes. */
async function createDatabase(locale: string): Promise<TestDatabase> {
  const admin = inject('adminConnection');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const quoted = pg.escapeLiteral(locale);
    await client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'
       LC_COLLATE ${quoted} LC_CTYPE ${quoted}`,
    );
  } finally {
    await client.end();
  }
  made.push(name);
  let connection: pg.PoolConfig = { ...admin, database: name };
  if (admin.connectionString) {
    const url = new URL(admin.connectionString);
    url.pathname = `/${name}`;
    connection = { connectionString: url.toString() };
  }
  return { connection, url: databaseUrl(connection) };
}

async function query<T extends pg.QueryResultRow>(
  database: TestDatabase,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(database.connection);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function addAccount(store: TestDatabase, who: keyof typeof TYPED): Promise<void> {
  const [row] = await query<{ id: string }>(
    store,
    `INSERT INTO users (email, password_hash, created_at)
     VALUES ($1, $2, '2025-03-04 05:06:07.123456+00') RETURNING id`,
    [TYPED[who], await hashPassword(passwordOf(who))],
  );
  ids[who] = row!.id;
}

const exportTo = async (store: TestDatabase, file: string) => {
  const exported = await runTool('dist/cli/db-export.js', ['--out', file], {
    DATABASE_URL: store.url,
  });
  expect(exported.stderr).toBe('');
  expect(exported.code).toBe(0);
};

const importInto = (target: TestDatabase, file: string, ...args: string[]) =>
  runTool('dist/cli/db-import.js', ['--in', file, ...args], { DATABASE_URL: target.url });

beforeAll(async () => {
  buildServer();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-collation-'));
  pairFile = path.join(work, 'pair.json');
  clashFile = path.join(work, 'clash.json');
  // A store of the release before migration 0017, on the embedded cluster's locale (C), its
  // accounts written as that store's sign-up wrote them: as typed, told apart by lower() in C.
  before = await migrationsBefore('_account_safety');
  const store = await createDatabase('C');
  const client = new pg.Client(store.connection);
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: before.folder });
  await client.end();
  for (const who of ['lili', 'dottedLili', 'nimal'] as const) await addAccount(store, who);
  await exportTo(store, pairFile);
  await addAccount(store, 'fullwidthNimal');
  await exportTo(store, clashFile);

  try {
    await query(await createDatabase(LOCALE), 'SELECT 1');
  } catch (error) {
    noLocale = `the run's PostgreSQL cannot make a ${LOCALE} database: ${(error as Error).message}`;
  }
}, 180_000);

afterAll(async () => {
  const admin = new pg.Client(inject('adminConnection'));
  await admin.connect();
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await before?.remove();
  await fs.rm(work, { recursive: true, force: true });
});

/** The file's lines as JSON: its header, and the users table's columns and rows. */
async function readExport(file: string) {
  const lines = (await fs.readFile(file, 'utf8')).trim().split('\n');
  const values = lines.map((line) => JSON.parse(line) as Record<string, unknown> | unknown[]);
  const start = values.findIndex((v) => !Array.isArray(v) && v.table === 'users');
  const next = values.findIndex((v, i) => i > start && !Array.isArray(v));
  return {
    header: values[0] as { migrations: { count: number } },
    userColumns: ((values[start] as { columns: { name: string }[] }).columns ?? []).map(
      (c) => c.name,
    ),
    userRows: values.slice(start + 1, next) as unknown[][],
  };
}

describe('importing an older store into a C.UTF-8 database (issue #23)', () => {
  it('the file is an older store: before migration 0017, e-mails as typed', async () => {
    const { header, userColumns, userRows } = await readExport(pairFile);
    const journal = await fs.readFile(path.join(before.folder, 'meta/_journal.json'), 'utf8');
    expect(header.migrations.count).toBe(
      (JSON.parse(journal) as { entries: unknown[] }).entries.length,
    );
    expect(userColumns).not.toContain('email_confirmed_at');
    const emails = userRows.map((row) => row[userColumns.indexOf('email')]);
    expect(emails.sort()).toEqual([TYPED.dottedLili, TYPED.lili, TYPED.nimal].sort());
  });

  it('keeps lili and LİLİ two accounts, each found by its one form and signing in with its own password', async ({
    skip,
  }) => {
    if (noLocale) skip(noLocale);
    const target = await createDatabase(LOCALE);
    // This database folds the pair together: under the old index it could not hold both.
    await expect(
      query(
        target,
        `CREATE TEMP TABLE old_users (email text);
         INSERT INTO old_users VALUES ('${TYPED.lili}'), ('${TYPED.dottedLili}');
         CREATE UNIQUE INDEX ON old_users (lower(email));`,
      ),
    ).rejects.toMatchObject({ code: '23505' });

    const imported = await importInto(target, pairFile);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .*\b3 users\b/);

    const database = connect(target.connection, pino({ level: 'silent' }));
    try {
      for (const who of ['lili', 'dottedLili', 'nimal'] as const) {
        // As the sign-in looks an account up: by the one form of what the shopper types.
        const row = await findUserByEmail(database.db, TYPED[who]);
        expect(row?.id, who).toBe(ids[who]);
        expect(await verifyPassword(row!.passwordHash, passwordOf(who))).toBe(true);
        // Accounts from before e-mail confirmation count as confirmed, as migration 0017 made them.
        expect(row!.emailConfirmedAt).toEqual(new Date('2025-03-04T05:06:07.123Z'));
      }
      const lili = await findUserByEmail(database.db, TYPED.lili);
      expect(await verifyPassword(lili!.passwordHash, passwordOf('dottedLili'))).toBe(false);
    } finally {
      await database.close();
    }
    const stored = await query<{ email: string }>(target, 'SELECT email FROM users ORDER BY email');
    expect(stored.map((r) => r.email)).toEqual(
      ['lili@example.lk', 'li\u0307li\u0307@example.lk', 'nimal@example.lk'].sort(),
    );

    // Exported again, now at this version, the store imports as it is.
    const current = path.join(work, 'current.json');
    await exportTo(target, current);
    expect((await readExport(current)).userColumns).toContain('email_confirmed_at');
    const again = await importInto(target, current, '--force');
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect(await query(target, 'SELECT email FROM users ORDER BY email')).toEqual(stored);
  }, 60_000);

  it('stops on two accounts with one form, naming the table and the key, printing no row', async ({
    skip,
  }) => {
    if (noLocale) skip(noLocale);
    const target = await createDatabase(LOCALE);
    const refused = await importInto(target, clashFile);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      /^users: an account with the e-mail nimal@example\.lk already exists\. .*Nothing was imported\.\n$/,
    );
    // No password hash, no query, and no address but the key.
    expect(refused.stderr).not.toContain('$argon2');
    expect(refused.stderr).not.toMatch(/Failed query|params|INSERT/);
    expect(refused.stderr.match(/[^\s()]+@[^\s()]+[^\s().]/g)).toEqual(['nimal@example.lk']);
    expect(await query(target, 'SELECT id FROM users')).toEqual([]);
  }, 60_000);
});
