import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EmailSchema, SERVER_MESSAGES } from '@avstore/core';
import { AppError } from '../errors';
import { clientAddress } from '../services/rate-limit/client-address';
import type { Verdict } from '../services/rate-limit/rate-limiter';

export interface LimitOptions {
  /** Names the counter, e.g. 'login'. */
  name: string;
  /** Reads the e-mail of the body, for the per IP + e-mail counter. */
  email?: (request: FastifyRequest) => string | undefined;
}

/**
 * A counter's name as one flat string: a template literal would keep a rope of its pieces, some
 * 90 bytes more for each of up to 100,000 counters.
 */
const counterKey = (...parts: string[]) => parts.join(':');

/**
 * Counts a request per IP and per IP + e-mail (never per e-mail alone, which would let anyone
 * lock a victim out) and refuses it with 429 and Retry-After past the configured limits. An IPv6
 * client is counted by its /64, any address of which it may use (clientAddress). The address is
 * counted first: once it is over its limit, nothing more is counted or kept for it, so a flood of
 * new e-mails costs no memory (issue #23).
 */
export function rateLimit(app: FastifyInstance, options: LimitOptions) {
  const {
    RATE_LIMIT_WINDOW: windowMs,
    RATE_LIMIT_PER_IP: perIp,
    RATE_LIMIT_PER_IP_EMAIL: perIpEmail,
  } = app.config;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ip = clientAddress(request.ip);
    await refuseOver(request, reply, options.name, [
      app.rateLimiter.hit(counterKey(options.name, 'ip', ip), perIp, windowMs),
    ]);
    const email = options.email?.(request);
    if (!email) return;
    await refuseOver(request, reply, options.name, [
      app.rateLimiter.hit(counterKey(options.name, 'ip-email', ip, email), perIpEmail, windowMs),
    ]);
  };
}

export interface AccountLimitOptions {
  /** Names the counter, e.g. 'orders'. */
  name: string;
  perAccount: number;
  perIp: number;
  /** Counts only the requests this says yes to (all when absent). */
  when?: (request: FastifyRequest) => boolean;
}

/**
 * Counts a signed-in request per account and per address, for what one free account could
 * otherwise repeat without end (orders, promo checks). Runs after `requireUser`.
 */
export function accountRateLimit(app: FastifyInstance, options: AccountLimitOptions) {
  const windowMs = app.config.RATE_LIMIT_WINDOW;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user || (options.when && !options.when(request))) return;
    await refuseOver(request, reply, options.name, [
      app.rateLimiter.hit(
        counterKey(options.name, 'user', request.user.id),
        options.perAccount,
        windowMs,
      ),
      app.rateLimiter.hit(
        counterKey(options.name, 'ip', clientAddress(request.ip)),
        options.perIp,
        windowMs,
      ),
    ]);
  };
}

async function refuseOver(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  checks: Promise<Verdict>[],
): Promise<void> {
  const verdicts = await Promise.all(checks);
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((v) => v.retryAfterSeconds));
  void reply.header('retry-after', String(retryAfter));
  request.log.warn({ limit: name }, 'rate limit reached');
  throw new AppError('too_many', SERVER_MESSAGES.tooManyRequests, 'too_many_requests');
}

/**
 * The body's e-mail in the one form the store keeps (trimmed, NFKC, lower-cased: core's
 * EmailSchema), read before validation; none when it is not an e-mail, which validation then
 * refuses. Padding or capitals never make a new counter (issue #23).
 */
export const bodyEmail = (request: FastifyRequest): string | undefined => {
  const parsed = EmailSchema.safeParse((request.body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : undefined;
};
