import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './failure';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function pgError(message: string, fields: Partial<pg.DatabaseError>): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), fields);
}

/** As Drizzle throws it: the statement and its parameters (a whole batch) in the message. */
function failedInsert(cause?: Error): DrizzleQueryError {
  const batch = JSON.stringify([{ email: 'lili@example.lk', password_hash: HASH }]);
  return new DrizzleQueryError('INSERT INTO "public"."users" … $1::json', [batch], cause);
}

describe('describeFailure', () => {
  it('names the table and the e-mail of a second account, nothing of the batch', () => {
    const text = describeFailure(
      failedInsert(
        pgError('duplicate key value violates unique constraint "users_email_idx"', {
          code: '23505',
          table: 'users',
          constraint: 'users_email_idx',
          detail: 'Key (email)=(nimal@example.lk) already exists.',
        }),
      ),
    );
    expect(text).toBe('users: an account with the e-mail nimal@example.lk already exists.');
  });

  it('withholds the values of a key that is a secret', () => {
    const text = describeFailure(
      pgError(
        'duplicate key value violates unique constraint "password_resets_token_hash_unique"',
        {
          code: '23505',
          table: 'password_resets',
          constraint: 'password_resets_token_hash_unique',
          detail: 'Key (token_hash)=(9f86d081884c7d659a2feaa0c55ad015) already exists.',
        },
      ),
    );
    expect(text).toBe(
      'password_resets: two rows have the same key (token_hash) = (values not shown) ' +
        '(unique constraint password_resets_token_hash_unique).',
    );
  });

  it('shows the ids of a missing parent', () => {
    const text = describeFailure(
      pgError(
        'insert or update on table "orders" violates foreign key constraint "orders_user_id_users_id_fk"',
        {
          code: '23503',
          table: 'orders',
          constraint: 'orders_user_id_users_id_fk',
          detail:
            'Key (user_id)=(5b34aced-36ca-4106-a848-425d1850c3a2) is not present in table "users".',
        },
      ),
    );
    expect(text).toBe(
      'orders: a row refers to one that is not there (user_id) = ' +
        '(5b34aced-36ca-4106-a848-425d1850c3a2) (foreign key orders_user_id_users_id_fk).',
    );
  });

  it('never prints the failing row of a detail, nor a value quoted in the message', () => {
    const notNull = describeFailure(
      failedInsert(
        pgError('null value in column "role" of relation "users" violates not-null constraint', {
          code: '23502',
          table: 'users',
          column: 'role',
          detail: `Failing row contains (5b34aced, lili@example.lk, ${HASH}, null).`,
        }),
      ),
    );
    expect(notNull).toBe(
      'users: null value in column "role" of relation "users" violates not-null constraint (SQLSTATE 23502).',
    );
    const badValue = describeFailure(
      pgError(`invalid input syntax for type uuid: "${HASH}"`, { code: '22P02' }),
    );
    expect(badValue).toBe('invalid input syntax for type uuid: "…" (SQLSTATE 22P02).');
  });

  it('gives the cause of a query that failed without a database error, not the query', () => {
    const text = describeFailure(failedInsert(new Error('Connection terminated unexpectedly')));
    expect(text).toBe('A database query failed: Connection terminated unexpectedly.');
    expect(describeFailure(new Error('The target database is not empty.'))).toBe(
      'The target database is not empty.',
    );
  });
});
