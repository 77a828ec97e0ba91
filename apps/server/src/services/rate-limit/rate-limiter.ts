import { Redis } from 'ioredis';
import type { Logger } from '../logger';

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; refused once more than `limit` fall in one window. */
  hit(key: string, limit: number, windowMs: number): Promise<Verdict>;
  close(): Promise<void>;
}

/** Fixed windows kept in memory: right for one instance. */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000).unref();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return {
        allowed: w.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
      };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * Fixed windows in Redis, shared by every instance. If Redis cannot be reached the request is
 * let through and the failure logged: a rate limit must not take the shop down.
 */
export function redisRateLimiter(url: string, log: Logger): RateLimiter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on('error', (error) => log.warn({ err: error }, 'redis'));
  return {
    async hit(key, limit, windowMs) {
      try {
        const name = `avstore:rl:${key}`;
        const results =
          (await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec()) ?? [];
        const count = Number(results[0]?.[1]);
        const remaining = Number(results[2]?.[1]) > 0 ? Number(results[2]?.[1]) : windowMs;
        return {
          allowed: count <= limit,
          retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)),
        };
      } catch (error) {
        log.warn({ err: error }, 'rate limit check failed; letting the request through');
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
