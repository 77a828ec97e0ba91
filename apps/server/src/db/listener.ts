import pg from 'pg';
import type { Logger } from '../logger';

/** What to do with each channel's notifications: its payload, or none when one may have been missed. */
export type Channels = Record<string, (payload?: string) => void>;

/**
 * Keeps one connection LISTENing on `channels` and calls each channel's handler with the payload of
 * its notifications. When the connection is lost, and when it is back, it calls every handler with
 * no payload (a notification may have been missed) and reconnects.
 */
export function listen(
  connection: pg.PoolConfig,
  channels: Channels,
  log: Logger,
): { close(): Promise<void>; listening: Promise<void> } {
  const names = Object.keys(channels);
  const what = names.join(' and ');
  let client: pg.Client | undefined;
  let closed = false;
  let retry = 0;
  let markListening = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  const missed = () => {
    for (const onNotify of Object.values(channels)) onNotify();
  };

  const open = async () => {
    if (closed) return;
    const next = new pg.Client(connection);
    next.on('notification', (message) => channels[message.channel]?.(message.payload));
    next.on('error', (error) => log.warn({ err: error }, `the ${what} listener failed`));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (closed) return;
      missed();
      setTimeout(() => void open(), Math.min(5_000, 100 * 2 ** retry++)).unref();
    });
    try {
      await next.connect();
      for (const name of names) await next.query(`LISTEN ${pg.escapeIdentifier(name)}`);
      retry = 0;
      client = next;
      missed();
      markListening();
    } catch {
      await next.end().catch(() => undefined);
    }
  };
  void open();

  return {
    /** Settles once the first LISTEN is in place: from then on no change goes unnoticed. */
    listening,
    async close() {
      closed = true;
      // end() on a connection that is already going may never settle: do not wait for ever.
      const ending = client?.end().catch(() => undefined);
      await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}
