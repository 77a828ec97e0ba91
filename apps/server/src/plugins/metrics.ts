import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopback } from '../config';
import type { Database } from '../db/database';
import { outboxBacklog } from '../services/mail/outbox-backlog';
import { sameSecret } from '../services/payments/same-secret';
import {
  httpRequestDuration,
  outboxBacklog as backlogGauge,
  outboxOldestAge,
  poolConnections,
  poolMax,
  poolWaiting,
  registry,
  requestsUnderWay,
} from '../telemetry/metrics';

export const METRICS_PATH = '/metrics';

/** Headers a proxy adds for the client it speaks for: their presence means it is not this machine. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Loopback by the connection itself, with no proxy speaking for someone else: nginx on the same
 * machine connects from 127.0.0.1 too, for any shopper, and `request.ip` with TRUST_PROXY=true is
 * the leftmost X-Forwarded-For entry, which the client writes.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return isLoopback(peer.replace(/^::ffff:/i, '')) && !forwarded(request.headers);
}

const forwarded = (headers: IncomingHttpHeaders) => FORWARDED.some((name) => name in headers);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/** Reads what is measured when scraped: the pool's counts and the outbox's backlog. */
async function readGauges(
  app: FastifyInstance,
  { db, pool }: Database,
  underWay: () => number,
): Promise<void> {
  requestsUnderWay.set(underWay());
  poolConnections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
  poolConnections.set({ state: 'idle' }, pool.idleCount);
  poolWaiting.set(pool.waitingCount);
  poolMax.set(pool.options.max ?? 10);
  try {
    const backlog = await outboxBacklog(db);
    backlogGauge.set(backlog.mails);
    outboxOldestAge.set(backlog.oldestAgeSeconds);
  } catch (error) {
    // The rest is still worth answering; the backlog's series go missing until the database is
    // back, and /api/health already says it is not.
    backlogGauge.reset();
    outboxOldestAge.reset();
    app.log.warn({ err: error }, 'the mail backlog could not be read for /metrics');
  }
}

/**
 * Times every answer by its route's pattern (the URL would make a series per product id) and
 * serves GET /metrics in Prometheus' text format (docs/operations.md), to this machine or with
 * METRICS_TOKEN; anyone else gets the store's usual 404, as for a path that does not exist.
 * Outside /api, so not in the API's document.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  underWay: () => number,
): void {
  const token = app.config.METRICS_TOKEN;
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const given = bearerOf(request);
    const allowed = fromThisMachine(request) || (!!token && !!given && sameSecret(given, token));
    if (!allowed) return reply.callNotFound();
    await readGauges(app, database, underWay);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
