import { Redis } from 'ioredis';
import type { Logger } from '../../logger';

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; refused once more than `limit` fall in one window. */
  hit(key: string, limit: number, windowMs: number): Promise<Verdict>;
  close(): Promise<void>;
}

/** Counters one instance keeps at most; past it, a new one evicts the oldest (issue #23). */
export const MAX_COUNTERS = 100_000;

/**
 * Fixed-window counters in memory, at most `maxEntries` of them. A Map keeps insertion order, and
 * a key whose window starts again is moved to the end, so the first key is always the one whose
 * window began longest ago: the one a new key evicts. A flood of new keys (a new e-mail per
 * request, many addresses) then costs a bounded amount of memory, never more.
 */
export class WindowCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxEntries = MAX_COUNTERS) {}

  get size(): number {
    return this.windows.size;
  }

  /** Counts one hit on `key`; `count` is the hits of the current window, this one included. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): Verdict & { count: number } {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (w) this.windows.delete(key);
      else if (this.windows.size >= this.maxEntries) this.evictOldest();
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { ...verdict(w, limit, now), count: w.count };
  }

  /** Whether one more hit on `key` would be within `limit`; counts nothing, adds no key. */
  check(key: string, limit: number, now = Date.now()): Verdict {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return { allowed: true, retryAfterSeconds: 0 };
    return verdict({ count: w.count + 1, resetAt: w.resetAt }, limit, now);
  }

  /** Drops the windows that have ended. */
  sweep(now = Date.now()): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  clear(): void {
    this.windows.clear();
  }

  private evictOldest(): void {
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}

function verdict(w: { count: number; resetAt: number }, limit: number, now: number): Verdict {
  return {
    allowed: w.count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
  };
}

/** Fixed windows kept in memory, bounded (see WindowCounters): right for one instance. */
export function memoryRateLimiter(maxEntries = MAX_COUNTERS): RateLimiter & { size(): number } {
  const counters = new WindowCounters(maxEntries);
  const sweep = setInterval(() => counters.sweep(), 60_000).unref();
  return {
    async hit(key, limit, windowMs) {
      const { allowed, retryAfterSeconds } = counters.hit(key, limit, windowMs);
      return { allowed, retryAfterSeconds };
    },
    size: () => counters.size,
    async close() {
      clearInterval(sweep);
      counters.clear();
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
