import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { Mailer } from '../mail/mailer';
import { signInBurstMail } from '../mail/templates';
import type { CurrentShop } from '../order-documents/shop';
import { findUserByEmail } from './users';

/**
 * Failed sign-ins are limited per account whatever the address, without locking the owner out:
 * a browser that has signed in to the account holds a signed device cookie and is judged by its
 * own counter; every other browser shares the account's 'untrusted' counter, which slows down
 * and then closes for the window. OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"; issue #23.
 */
export const SIGN_IN_LIMITS = {
  /** Untrusted failures in a window before each further attempt waits (1 s, 2 s, 4 s ...). */
  slowAfter: 5,
  /** The longest of those waits. */
  maxDelayMs: 60_000,
  /** Untrusted failures in a window after which new browsers are refused until it ends. */
  closeAfter: 20,
  /** Failures in a window with one device cookie after which that cookie is refused. */
  perDevice: 10,
  /**
   * Counters kept at most, of each kind (some 200 bytes each: 10 MB at most); past it, a new one
   * evicts the oldest. Only an attempt that gets to the password check makes one.
   */
  maxEntries: 50_000,
};

export const DEVICE_COOKIE = 'avstore_device';
/** Sent only to the sign-in, which alone reads it. */
const COOKIE_PATH = '/api/auth/login';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

interface Counter {
  resetAt: number;
  failures: number;
}
interface UntrustedCounter extends Counter {
  /** Before this, an attempt waits (the slow-down). */
  nextAt: number;
  /** For a staff account: the addresses of the failures, for the mail to the shop. */
  addresses?: Set<string>;
  /** Whether its closing was logged (and, for staff, mailed): once per window. */
  told?: boolean;
}

/**
 * Fixed-window counters, at most `max`. Windows have one length, so the Map's order (insertion)
 * is the order they end in: a new key first drops the ended ones at the front, then the oldest.
 */
class Counters<T extends Counter> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly max: number) {}

  live(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) this.entries.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  }

  open(key: string, now: number, make: () => T): T {
    const live = this.live(key, now);
    if (live) return live;
    for (const [old, entry] of this.entries) {
      if (entry.resetAt > now && this.entries.size < this.max) break;
      this.entries.delete(old);
    }
    const entry = make();
    this.entries.set(key, entry);
    return entry;
  }
}

/**
 * One admitted attempt's charge, taken before the password is checked, so that concurrent
 * attempts cannot slip past a limit, and given back unless the password was wrong.
 */
interface Charge {
  refund(): void;
  failed(): void;
}
export interface Paused {
  retryAfterSeconds: number;
}
const paused = (ms: number): Paused => ({ retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

export interface SignInGuardDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'RATE_LIMIT_WINDOW' | 'publicUrl'>;
  clock: Clock;
  /** The shop as it is named now: the burst's mail goes to its address. */
  shop: CurrentShop;
  log: Logger;
  /** JWT_SECRET or the store's generated one; the cookies' key is derived from it. */
  secret: () => Promise<string>;
  limits?: Partial<typeof SIGN_IN_LIMITS>;
}

export function signInGuard(deps: SignInGuardDeps) {
  const limits = { ...SIGN_IN_LIMITS, ...deps.limits };
  const windowMs = deps.config.RATE_LIMIT_WINDOW;
  const secure = new URL(deps.config.publicUrl).protocol === 'https:';
  const untrusted = new Counters<UntrustedCounter>(limits.maxEntries);
  const devices = new Counters<Counter>(limits.maxEntries);

  let key: Promise<Buffer> | undefined;
  async function sign(subject: string, nonce: string): Promise<string> {
    key ??= deps.secret().then(
      (s) => Buffer.from(hkdfSync('sha256', s, '', 'avstore device cookie', 32)),
      (error: unknown) => {
        key = undefined; // tried again with the next sign-in
        throw error;
      },
    );
    return createHmac('sha256', await key)
      .update(`${subject}.${nonce}`)
      .digest('base64url');
  }

  /** `<account id>.<nonce>.<signature>`: dots, as RFC 6265 leaves commas out of a cookie. */
  async function issue(accountId: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${accountId}.${nonce}.${await sign(accountId, nonce)}`;
    const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${COOKIE_MAX_AGE_S}`, 'HttpOnly'];
    return [`${DEVICE_COOKIE}=${value}`, ...attributes, 'SameSite=Strict']
      .concat(secure ? ['Secure'] : [])
      .join('; ');
  }

  /** The nonce of a valid device cookie of this account in the Cookie header, if any. */
  async function deviceOf(header: string | undefined, accountId: string) {
    for (const pair of (header ?? '').split(';')) {
      const [name, value = ''] = pair.trim().split('=', 2);
      const parts = value.split('.');
      const [subject, nonce, signature] = parts;
      if (name !== DEVICE_COOKIE || parts.length !== 3 || subject !== accountId) continue;
      if (!nonce || !signature) continue;
      const expected = Buffer.from(await sign(subject, nonce));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return undefined;
  }

  function chargeDevice(nonce: string, now: number): Charge | Paused {
    const live = devices.live(nonce, now);
    if (live && live.failures >= limits.perDevice) return paused(live.resetAt - now);
    const counter = devices.open(nonce, now, () => ({ resetAt: now + windowMs, failures: 0 }));
    counter.failures++;
    return {
      refund() {
        counter.failures--;
      },
      failed() {},
    };
  }

  function chargeUntrusted(
    email: string,
    account: { id: string; email: string; role: string } | undefined,
    ip: string,
    now: number,
  ): Charge | Paused {
    const staff = account !== undefined && account.role !== 'customer';
    // The e-mail's digest, known account or not: the same counting either way, in less memory.
    const id = createHash('sha256').update(email).digest('base64url').slice(0, 22);
    const live = untrusted.live(id, now);
    if (live && live.failures >= limits.closeAfter) return paused(live.resetAt - now);
    if (live && live.nextAt > now) return paused(live.nextAt - now);
    const counter = untrusted.open(id, now, () => ({
      resetAt: now + windowMs,
      failures: 0,
      nextAt: 0,
    }));
    const before = counter.nextAt;
    counter.failures++;
    if (counter.failures >= limits.slowAfter)
      counter.nextAt =
        now + Math.min(limits.maxDelayMs, 1000 * 2 ** (counter.failures - limits.slowAfter));
    const mine = counter.nextAt;
    return {
      refund() {
        counter.failures--;
        if (counter.nextAt === mine) counter.nextAt = before;
      },
      failed() {
        if (staff) (counter.addresses ??= new Set()).add(ip);
        if (counter.failures < limits.closeAfter || counter.told) return;
        counter.told = true;
        deps.log.warn(
          { limit: 'sign-in', account: account?.id ?? null },
          'sign-in from new browsers stopped for an account until the window ends',
        );
        if (staff) tellShop(account.email, counter, now);
      },
    };
  }

  function tellShop(account: string, counter: UntrustedCounter, now: number): void {
    // Counted now: the counter goes on changing while the shop's details are read.
    const burst = {
      account,
      failures: counter.failures,
      addresses: counter.addresses?.size ?? 0,
      closedForMinutes: Math.ceil((counter.resetAt - now) / 60_000),
    };
    deps
      .shop()
      .then((shop) => deps.mailer.send(signInBurstMail(shop, burst)))
      .catch((error: unknown) => deps.log.error({ err: error }, 'mailing the shop failed'));
  }

  return {
    /**
     * Runs `signIn` for `email` if this browser may try now: the session and a new device
     * cookie for the browser, or how long to wait. Only wrong credentials count as failures.
     */
    async attempt<T extends { user: { id: string } }>(
      who: { email: string; cookie: string | undefined; ip: string },
      signIn: () => Promise<T>,
    ): Promise<Paused | { session: T; deviceCookie: string }> {
      const account = await findUserByEmail(deps.db, who.email);
      const nonce = account && (await deviceOf(who.cookie, account.id));
      const now = deps.clock().getTime();
      const charge = nonce
        ? chargeDevice(nonce, now)
        : chargeUntrusted(who.email, account, who.ip, now);
      if ('retryAfterSeconds' in charge) return charge;
      let session: T;
      try {
        session = await signIn();
      } catch (error) {
        if (error instanceof AppError && error.code === 'wrong_credentials') charge.failed();
        else charge.refund();
        throw error;
      }
      charge.refund();
      return { session, deviceCookie: await issue(session.user.id) };
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
