import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLoopback } from '../config';
import { clientAddress } from '../services/rate-limit/client-address';
import { WindowCounters } from '../services/rate-limit/rate-limiter';

const MINUTE = 60_000;
const TOO_MANY = {
  message: 'Too many requests. Please try again later',
  code: 'too_many_requests',
};

/**
 * The requests that search the whole shop in the database (issue #25): each costs 5 to 30 ms of a
 * core at 50,000 products, so one address may ask fewer of them than of the rest. A Shop page
 * with a query string is one too, rendered on the server (issue #26) for any address asked.
 */
const SEARCHES = new Set(['/api/products/search', '/api/products/suggest']);
const isSearch = (route: string | undefined, url: string) =>
  SEARCHES.has(route ?? '') || (route === '/shop' && url.includes('?'));

/** Answers in the hook itself: no error is made, thrown or logged for each refused request. */
function refuse(reply: FastifyReply, retryAfterSeconds: number): void {
  void reply.code(429).header('retry-after', String(retryAfterSeconds)).send(TOO_MANY);
}

/**
 * The store-wide limits of one address (issue #23): its requests per minute, and its 404 answers
 * per minute, past which every request of that address is refused until its minute ends; and its
 * searches per minute, past which its searches are. They
 * protect this process, so each instance counts in its own memory even with REDIS_URL: a Map
 * lookup per request, fixed windows, a bounded number of addresses (WindowCounters). An IPv6
 * client is counted by its /64, any address of which it may use (clientAddress).
 *
 * Requests from this machine are not counted: they are a proxy that the store does not trust
 * (without TRUST_PROXY every shopper would share its address, and the whole shop its limit), a
 * benchmark, or the browser tests. Behind a trusted proxy, the address is the shopper's.
 */
export function registerRequestLimit(app: FastifyInstance): void {
  const perMinute = app.config.RATE_LIMIT_REQUESTS_PER_MINUTE;
  const notFoundPerMinute = app.config.RATE_LIMIT_NOT_FOUND_PER_MINUTE;
  const searchesPerMinute = app.config.RATE_LIMIT_SEARCHES_PER_MINUTE;
  const requests = new WindowCounters();
  const notFound = new WindowCounters();
  const searches = new WindowCounters();
  const sweep = setInterval(() => {
    requests.sweep();
    notFound.sweep();
    searches.sweep();
  }, MINUTE).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });

  // Callback hooks, no promise per request: this runs before everything else on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const ip = request.ip;
    if (!ip || isLoopback(ip)) return done();
    const client = clientAddress(ip);
    const now = Date.now();
    const pastNotFound = notFound.check(client, notFoundPerMinute, now);
    if (!pastNotFound.allowed) return refuse(reply, pastNotFound.retryAfterSeconds);
    const counted = requests.hit(client, perMinute, MINUTE, now);
    if (!counted.allowed) {
      if (counted.count === perMinute + 1)
        request.log.warn({ client, limit: 'requests per minute' }, 'rate limit reached');
      return refuse(reply, counted.retryAfterSeconds);
    }
    if (!isSearch(request.routeOptions.url, request.url)) return done();
    const searched = searches.hit(client, searchesPerMinute, MINUTE, now);
    if (searched.allowed) return done();
    if (searched.count === searchesPerMinute + 1)
      request.log.warn({ client, limit: 'searches per minute' }, 'rate limit reached');
    refuse(reply, searched.retryAfterSeconds);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const ip = request.ip;
    if (reply.statusCode === 404 && ip && !isLoopback(ip)) {
      const client = clientAddress(ip);
      const { count } = notFound.hit(client, notFoundPerMinute, MINUTE);
      if (count === notFoundPerMinute)
        request.log.warn({ client, limit: '404 answers per minute' }, 'rate limit reached');
    }
    done();
  });
}
