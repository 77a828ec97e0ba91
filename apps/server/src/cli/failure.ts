import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';

/**
 * What a command-line tool prints when it fails: a short cause, never row data. Drizzle's
 * "Failed query" message carries the whole statement with its parameters (an import's batch:
 * every account's e-mail and password hash), and PostgreSQL's `detail` often holds the failing
 * row ("Failing row contains (…)"). So a database error is told from its code, table, column
 * and constraint, and of its detail only the key of a unique or foreign-key violation is read,
 * with the values of key columns that are not secret.
 */
export function describeFailure(error: unknown): string {
  const database = databaseError(error);
  if (database) return describeDatabaseError(database);
  // A query that failed without a database error under it (a lost connection): its cause, if
  // any, without the query.
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `A database query failed${cause}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The PostgreSQL error under an error (Drizzle wraps it as `cause`), if there is one. */
export function databaseError(error: unknown): pg.DatabaseError | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof pg.DatabaseError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Key columns whose values may be printed: identifiers and names, never hashes or tokens. */
const SHOWN_KEY_COLUMN = /^(?:id|[a-z_]+_id|email|name|slug|key|district|format|width)$/;

/** "Key (a, b)=(x, y) already exists." → its columns and values, when the key is of columns. */
function parseKey(detail: string | undefined): { columns: string[]; values: string } | undefined {
  const match =
    /^Key \(([^()]*)\)=\((.*)\) (?:already exists|is not present in table "[^"]*")\.$/s.exec(
      detail ?? '',
    );
  if (!match) return undefined;
  return { columns: match[1]!.split(', ').map((c) => c.replace(/^"|"$/g, '')), values: match[2]! };
}

function describeKey(detail: string | undefined): string {
  const key = parseKey(detail);
  if (!key) return '';
  const shown = key.columns.every((c) => SHOWN_KEY_COLUMN.test(c));
  return ` (${key.columns.join(', ')}) = ${shown ? `(${key.values})` : '(values not shown)'}`;
}

/** Words after which PostgreSQL quotes a name; what it quotes anywhere else is a value. */
const NAMED =
  /\b(column|relation|constraint|table|type|encoding|schema|index|function|database|role|user|sequence|trigger|collation|locale|extension) "[^"]*"|"[^"]*"/g;

/** PostgreSQL's message with its names kept and every quoted value left out. */
function withoutValues(message: string): string {
  return message.replace(NAMED, (quoted, kind?: string) => (kind ? quoted : '"…"'));
}

export function describeDatabaseError(error: pg.DatabaseError, table?: string): string {
  const where = error.table ?? table;
  const prefix = where ? `${where}: ` : '';
  const code = `SQLSTATE ${error.code}`;
  switch (error.code) {
    case '23505': {
      const key = parseKey(error.detail);
      // The e-mail is the key an operator needs to find the account; it is not a secret.
      if (error.constraint === 'users_email_idx' && key?.columns.join() === 'email') {
        return `${prefix}an account with the e-mail ${key.values} already exists.`;
      }
      return `${prefix}two rows have the same key${describeKey(error.detail)} (unique constraint ${error.constraint ?? '?'}).`;
    }
    case '23503':
      return `${prefix}a row refers to one that is not there${describeKey(error.detail)} (foreign key ${error.constraint ?? '?'}).`;
    default:
      return `${prefix}${withoutValues(error.message)} (${code}).`;
  }
}
