import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { constants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerErrorHandler, routerErrors } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestLimit } from './plugins/request-limit';
import { countRequestsUnderWay } from './plugins/requests-under-way';
import {
  registerSecurityHeaders,
  securityHeaders,
  securityOptions,
} from './plugins/security-headers';
import { registerSitemap } from './plugins/sitemap';
import { registerWebApp } from './plugins/web-app';
import adminRoutes from './routes/admin/index';
import authRoutes from './routes/auth/index';
import cartRoutes from './routes/cart/index';
import configRoutes from './routes/config';
import contentRoutes from './routes/content';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import mediaRoutes from './routes/media/index';
import ordersRoutes from './routes/orders/index';
import deliveryRoutes from './routes/delivery/index';
import paymentRoutes from './routes/payment/index';
import productsRoutes from './routes/products/index';
import promosRoutes from './routes/promos/index';
import quotationRoutes from './routes/quotations/index';
import { sandboxRoutes } from './routes/sandbox/index';
import { resolveJwtSecret } from './services/auth/jwt-secret';
import { Tokens } from './services/auth/tokens';
import { Sitemaps } from './services/catalogue/sitemap';
import { buildServices, type Services } from './services/index';
import { createMailer, type Mailer } from './services/mail/mailer';
import { loadProviders, type Providers } from './services/payments/providers';
import {
  memoryRateLimiter,
  redisRateLimiter,
  type RateLimiter,
} from './services/rate-limit/rate-limiter';
import { databaseSandboxStore } from './services/sandbox/store';

// Routes reach the database only through `services`; the rest is for plugins and start-up.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    providers: Providers;
    services: Services;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  /** The built web app's folder; the API alone is served without it. */
  webRoot?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Requests under way from which the store counts as busy, and mail waits (services/mail/outbox.ts):
 * a rush, as the orders benchmark's 32 buyers at once make; a page's load asks for 4 to 6.
 */
const BUSY_REQUESTS = 16;

/**
 * The request id nginx gave (X-Request-Id, so its log and ours name a request alike), when a
 * trusted proxy is in front and the id is well-formed; else a new one. Without TRUST_PROXY the
 * caller is the shopper, who could name its requests after another's.
 */
function requestIdOf(config: Config) {
  const fromProxy = config.TRUST_PROXY !== false;
  return (req: { headers: Record<string, string | string[] | undefined> }) => {
    const given = req.headers['x-request-id'];
    return fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  };
}

export async function buildApp({
  config,
  database,
  logger,
  webRoot,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    // A number of hops trusts that many proxies nearest the store, as proxy-addr counts them.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    // A request whose headers or body are still arriving after this is cut off with a 408. Node
    // cuts a slow body only while headersTimeout (60 s by default) is no longer, and looks for
    // late requests every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.REQUEST_TIMEOUT,
    http: {
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.REQUEST_TIMEOUT / 4)),
    },
    // An idle kept-alive connection is closed after this (Fastify's own default is 72 s, meant for
    // balancers that keep idle connections 60 s: docs/deploy.md says how to set both).
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    frameworkErrors: routerErrors(securityHeaders(securityOptions(config))),
    genReqId: requestIdOf(config),
  });
  closeSilentConnections(app.server, config.CONNECTION_IDLE_TIMEOUT);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const providers = await loadProviders(config);
  const tokens = new Tokens(
    await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    config.JWT_TTL,
  );
  // Made after everything awaited above, so a start that fails there leaves nothing to close.
  const mailer = createMailer({
    transport: config.MAIL_TRANSPORT,
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    // The services sign each message with the shop's name as set (services/mail/signed-by-shop.ts).
    from: { name: config.SHOP_NAME, address: config.SHOP_EMAIL },
  });
  app.decorate('config', config);
  app.decorate('providers', providers);
  app.decorate('mailer', mailer);
  app.decorate(
    'rateLimiter',
    config.REDIS_URL ? redisRateLimiter(config.REDIS_URL, logger) : memoryRateLimiter(),
  );
  const underWay = countRequestsUnderWay(app);
  app.decorate(
    'services',
    buildServices({
      config,
      db: database.db,
      mailer,
      providers,
      tokens,
      log: logger,
      busy: () => underWay() >= BUSY_REQUESTS,
    }),
  );
  app.addHook('onClose', async () => {
    // The mail being sent is finished first: it is marked sent, or left to be tried again.
    await app.services.mail.close();
    app.mailer.close();
    await app.rateLimiter.close();
  });
  app.addHook('onRequest', (request, reply, next) => {
    void reply.header('x-request-id', request.id);
    next();
  });
  registerRequestLimit(app);

  registerErrorHandler(app);
  registerSecurityHeaders(app, securityOptions(config));
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerMetrics(app, database, underWay);

  // The API document is made once, at start: its title keeps the environment's name, not the
  // back office's (issue #27).
  await registerOpenApi(app, config.SHOP_NAME);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(contentRoutes, { prefix: '/content' });
      await api.register(productsRoutes, { prefix: '/products' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(contactRoutes);
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(quotationRoutes, { prefix: '/quotations' });
      await api.register(deliveryRoutes, { prefix: '/delivery' });
      await api.register(promosRoutes, { prefix: '/promos' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { prefix: '/media' });
  if (providers.sandbox) {
    await app.register(
      sandboxRoutes(providers.sandbox, providers.koko, databaseSandboxStore(database.db)),
      { prefix: '/sandbox' },
    );
  }
  await registerSitemap(app, {
    publicUrl: config.publicUrl,
    sitemaps: new Sitemaps(database.db, app.services.catalogue, config.publicUrl),
  });
  await registerWebApp(app, webRoot);
  return app;
}

/**
 * Closes a connection that has sent nothing `timeoutMs` after it opened (issue #23: thousands of
 * silent connections held the process's open files, and new shoppers were refused). Once bytes
 * arrive, Node's headersTimeout, requestTimeout and keepAliveTimeout take over. A timer of its
 * own rather than socket.setTimeout, whose expiry Node also takes to cut a request in flight.
 */
function closeSilentConnections(server: Server, timeoutMs: number): void {
  server.on('connection', (socket) => {
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, timeoutMs).unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
