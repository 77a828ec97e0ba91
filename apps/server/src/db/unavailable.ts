/**
 * Whether an error means the database could not be reached or went away mid-request (PostgreSQL
 * restarting, a lost connection, a full pool), as opposed to a fault in a query. Such a request
 * may succeed on retry, so it is answered 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, syscall } = e as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string') {
      if (SQLSTATES.has(code) || code.startsWith('08')) return true;
      // A file that is not there (ENOENT) is only an outage when it is the database's socket.
      if (SOCKET_CODES.has(code) && typeof syscall === 'string' && SOCKET_CALLS.has(syscall))
        return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/** SQLSTATEs of a server shutting down, starting up or full. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** System errors of a socket that cannot be reached or was lost, and the calls that raise them. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // the Unix socket is gone while the embedded server restarts
  'EPIPE',
  'ETIMEDOUT',
]);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);

/** What node-postgres says when a connection ends, cannot be made in time, or broke earlier. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;
