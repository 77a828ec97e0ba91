import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Verdict } from '../services/rate-limit/rate-limiter';

export interface LimitOptions {
  /** Names the counter, e.g. 'login'. */
  name: string;
  /** Reads the e-mail of the body, for the per IP + e-mail counter. */
  email?: (request: FastifyRequest) => string | undefined;
}

/**
 * Counts a request per IP and per IP + e-mail (never per e-mail alone, which would let anyone
 * lock a victim out) and refuses it with 429 and Retry-After past the configured limits.
 */
export function rateLimit(app: FastifyInstance, options: LimitOptions) {
  const {
    RATE_LIMIT_WINDOW: windowMs,
    RATE_LIMIT_PER_IP: perIp,
    RATE_LIMIT_PER_IP_EMAIL: perIpEmail,
  } = app.config;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = [app.rateLimiter.hit(`${options.name}:ip:${request.ip}`, perIp, windowMs)];
    const email = options.email?.(request)?.trim().toLowerCase();
    if (email)
      checks.push(
        app.rateLimiter.hit(
          `${options.name}:ip-email:${request.ip}:${email}`,
          perIpEmail,
          windowMs,
        ),
      );
    await refuseOver(request, reply, options.name, checks);
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
      app.rateLimiter.hit(`${options.name}:user:${request.user.id}`, options.perAccount, windowMs),
      app.rateLimiter.hit(`${options.name}:ip:${request.ip}`, options.perIp, windowMs),
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
  throw new AppError('too_many', 'Too many requests. Please try again later', 'too_many_requests');
}

/** The body's e-mail, read before validation (it may be anything). */
export const bodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.slice(0, 254) : undefined;
};
