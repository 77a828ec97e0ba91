import pg from 'pg';
import type { Logger } from '../logger';

/**
 * Keeps one connection LISTENing on a channel and calls `onNotify` with each notification's
 * payload. When the connection is lost, and when it is back, it calls `onNotify()` with no payload
 * (a change may have been missed) and reconnects.
 */
export function listen(
  connection: pg.PoolConfig,
  channel: string,
  onNotify: (payload?: string) => void,
  log: Logger,
): { close(): Promise<void>; listening: Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry = 0;
  let markListening = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const open = async () => {
    if (closed) return;
    const next = new pg.Client(connection);
    next.on('notification', (message) => onNotify(message.payload));
    next.on('error', (error) => log.warn({ err: error }, `the ${channel} listener failed`));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (closed) return;
      onNotify();
      setTimeout(() => void open(), Math.min(5_000, 100 * 2 ** retry++)).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      retry = 0;
      client = next;
      onNotify();
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
