import type pg from 'pg';
import type { Logger } from '../logger';
import { listen } from './listener';

/** What is kept in step: the catalogue service, seen from below it. */
export interface FollowedCatalogue {
  /** Some products changed (their ids), or any of them (none given). */
  changed(ids?: readonly string[]): void;
  start(): void;
  stop(): void;
}

/**
 * Keeps the catalogue in step with the database: edits arrive as NOTIFY on `catalogue_changed`,
 * one per product with its id (migration 0012); an empty one, or the listener reconnecting (a
 * change may have been missed), means every product. Stock is followed by polling.
 */
export function followCatalogue(
  connection: pg.PoolConfig,
  catalogue: FollowedCatalogue,
  log: Logger,
): { close(): Promise<void>; listening: Promise<void> } {
  const changes = listen(
    connection,
    'catalogue_changed',
    (id) => catalogue.changed(id ? [id] : undefined),
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
