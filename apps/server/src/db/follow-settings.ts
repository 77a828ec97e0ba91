import type pg from 'pg';
import type { Logger } from '../logger';
import { listen } from './listener';

/** The channel a settings save notifies on, with its commit (services/settings/settings-store.ts). */
export const SETTINGS_CHANNEL = 'shop_settings_changed';

/**
 * Keeps this instance's settings in step with every other's: a save anywhere arrives as a NOTIFY
 * sent with its commit, and the listener reconnecting (a save may have been missed) counts as one.
 */
export function followSettings(
  connection: pg.PoolConfig,
  settings: { changed(): void },
  log: Logger,
): { close(): Promise<void>; listening: Promise<void> } {
  return listen(connection, { [SETTINGS_CHANNEL]: () => settings.changed() }, log);
}
