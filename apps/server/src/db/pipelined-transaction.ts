import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { connectionDb, poolOf, type Db, type Tx } from './database';
import { namedQuery } from './named-statement';

/** What a pipelined transaction's work gives back. */
export interface Closing<T> {
  /** The transaction's last statement, sent with its COMMIT. */
  closing: SQL;
  result: T;
}

/**
 * Runs `work` in a transaction whose first statement (`opening`) is sent with its BEGIN and whose
 * last (`closing`, given back by `work`) with its COMMIT, each pair in one round trip where
 * `transaction` (db/database.ts) takes two. On the order path each round trip wakes PostgreSQL's
 * backend and then node again, and those waits were most of an order's time on two cores (issue
 * #29). Both statements are named (namedQuery). Anything that fails rolls the whole back; a
 * closing statement that fails ends the transaction with its COMMIT, which then rolls back.
 *
 * `work`'s statements go through `tx`, a drizzle handle on the transaction's connection: drizzle's
 * own transaction object would send a BEGIN of its own, so it is not one, and `tx.transaction`
 * (a savepoint) and `tx.rollback` must not be used on it.
 */
export async function pipelinedTransaction<Opened extends pg.QueryResultRow, T>(
  db: Db,
  opening: SQL,
  work: (tx: Tx, opened: Opened[]) => Promise<Closing<T>>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) throw new Error('a pipelined transaction needs the pool');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const [, opened] = await together(client, [{ text: 'BEGIN' }, namedQuery(opening)]);
    const { closing, result } = await work(
      connectionDb(client) as unknown as Tx,
      opened!.rows as Opened[],
    );
    await together(client, [namedQuery(closing), { text: 'COMMIT' }]);
    return result;
  } catch (error) {
    // Idle: the failure was BEGIN's or COMMIT's own, or a failed closing statement's (its COMMIT
    // then rolled back); nothing is left to undo.
    if (client.getTransactionStatus() !== 'I')
      await client.query('ROLLBACK').catch((failure: unknown) => {
        broken = failure as Error;
      });
    throw error;
  } finally {
    // A connection whose ROLLBACK failed is dropped, not given to the next request mid-transaction.
    client.release(broken);
  }
}

/**
 * Sends `queries` at once, in their order, on a pipelining connection (the pool's, db/database.ts),
 * and waits for every answer before it throws the first failure, so the connection's state is known.
 */
async function together(
  client: pg.PoolClient,
  queries: pg.QueryConfig[],
): Promise<pg.QueryResult[]> {
  // One write to the socket for all of them: node-postgres writes each query on its own, and a
  // backend woken by the first would wait again for the next.
  const { stream } = client.connection;
  stream.cork();
  let sent: Promise<pg.QueryResult>[];
  try {
    sent = queries.map((query) => client.query(query));
  } finally {
    stream.uncork();
  }
  const answers = await Promise.allSettled(sent);
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed) throw failed.reason;
  return answers.map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value);
}
