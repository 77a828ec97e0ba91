import type pg from 'pg';
import type { Logger } from '../logger';
import { listen } from './listener';

/** What is kept in step: the catalogue service, seen from below it. */
export interface FollowedCatalogue {
  /** Some products changed (their ids), or any of them (none given). */
  changed(ids?: readonly string[]): void;
  /** Some product's stock changed. */
  stockChanged(): void;
  start(): void;
  stop(): void;
}

/**
 * Keeps the catalogue in step with the database, on one listening connection: edits arrive as
 * NOTIFY on `catalogue_changed`, one per product with its id (migration 0012), and an empty one
 * means every product; changes of stock as one NOTIFY on `stock_changed` per transaction that
 * wrote any (migration 0030). The listener reconnecting (a change may have been missed) counts as
 * an edit of every product.
 */
export function followCatalogue(
  connection: pg.PoolConfig,
  catalogue: FollowedCatalogue,
  log: Logger,
): { close(): Promise<void>; listening: Promise<void> } {
  const changes = listen(
    connection,
    {
      catalogue_changed: (id) => catalogue.changed(id ? [id] : undefined),
      // No payload: the listener reconnected, and catalogue_changed's handler reads everything.
      stock_changed: (payload) => {
        if (payload !== undefined) catalogue.stockChanged();
      },
    },
    log,
  );
  catalogue.start();
  return {
    listening: changes.listening,
    async close() {
      catalogue.stop();
      await changes.close();
    },
  };
}
