import { z } from 'zod';
import { parseDeliveryCountries } from '@avstore/core';

/** A duration written as 30s, 15m, 2h or 7d, parsed to milliseconds. */
const DurationSchema = z
  .string()
  .regex(/^\d+(s|m|h|d)$/, { message: 'write a duration such as 30s, 15m, 2h or 7d' })
  .transform((text) => {
    const unit = text.slice(-1) as 's' | 'm' | 'h' | 'd';
    const factor = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
    return Number(text.slice(0, -1)) * factor;
  });

const FlagSchema = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

/**
 * `false`, `true` (trust every proxy: only when the store can be reached through proxies alone), or
 * the number of proxies in front of the store, whose X-Forwarded-For entries are trusted.
 */
const TrustProxySchema = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, {
    message: 'write false, true, or the number of proxies in front of the store (such as 1)',
  })
  .transform((v): boolean | number =>
    v === 'true' ? true : v === 'false' || v === '0' ? false : Number(v),
  );

/** DELIVERY_COUNTRIES: comma-separated names from the checkout's country list (docs/product.md §9). */
const DeliveryCountriesSchema = z.string().transform((setting, ctx) => {
  const read = parseDeliveryCountries(setting);
  if ('countries' in read) return read.countries;
  ctx.addIssue({
    code: 'custom',
    message:
      read.unknown.length > 0
        ? `not in the checkout's country list: ${read.unknown.join(', ')}`
        : 'name at least one country, such as Sri Lanka',
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  /** A public demo: sandbox payments and the outbox allowed on a public address. */
  DEMO: FlagSchema.default(false),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  /**
   * Connections each instance's pool may open, the job queue's included; each instance keeps three
   * more of its own (two listening, one for the jobs' locks): docs/deploy.md says how to size it.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  SEED_DEMO_DATA: FlagSchema.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_NAME: z.string().min(1).default('Lanka Pro Audio'),
  SHOP_EMAIL: z.email().default('hello@lankaproaudio.lk'),
  SHOP_PHONE: z.string().min(1).default('+94 11 234 5678'),
  SHOP_ADDRESS: z.string().min(1).default('No. 42, Galle Road, Colombo 03, Sri Lanka'),
  /** When the store is open, in words; the success page of a pickup order shows it. */
  SHOP_HOURS: z.string().min(1).default('Monday to Saturday, 9.00 am to 6.00 pm'),
  /** The shop's WhatsApp number with its country code; the product pages' 'Ask about this product'. */
  SHOP_WHATSAPP: z
    .string()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, { message: 'a phone number with its country code' })
    .transform((number) => number.replace(/[^0-9]/g, ''))
    .optional(),
  /** The shop's own logo in place of the wordmark drawn from SHOP_NAME: a path on the store or an https address. */
  SHOP_LOGO: z
    .string()
    .regex(/^(\/[^/]|https:\/\/)/, {
      message: 'a path on the store (/logo.svg) or an https:// address',
    })
    .optional(),
  /** Where the shop delivers; a delivery elsewhere is refused, so cash on delivery is only there. */
  DELIVERY_COUNTRIES: DeliveryCountriesSchema.prefault('Sri Lanka'),
  SHOP_TIMEZONE: z
    .string()
    .default('Asia/Colombo')
    .refine((tz) => isTimeZone(tz), { message: 'not a known time zone' }),
  JWT_SECRET: z.string().min(32, { message: 'use at least 32 characters' }).optional(),
  JWT_TTL: DurationSchema.prefault('7d'),
  ORDER_PAYMENT_TTL: DurationSchema.prefault('30m'),
  ORDER_SWEEP_INTERVAL: DurationSchema.prefault('1m'),
  CASH_ORDER_TTL: DurationSchema.prefault('3d'),
  /** A bank-transfer order with no slip verified in this long is cancelled (issue #28). */
  BANK_TRANSFER_TTL: DurationSchema.prefault('3d'),
  /** Stock at or below this is low, for products that set no threshold of their own (issue #27). */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
  /** The hour of the shop's day (0-23) at which the daily low-stock mail goes to SHOP_EMAIL. */
  LOW_STOCK_MAIL_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * Where the daily backups go; `off` for none. Unset: DATA_DIR/backups for the embedded database,
   * none with DATABASE_URL (services/backup/backup-settings.ts says why).
   */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many backup files BACKUP_DIR keeps: the oldest beyond these are removed. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** The hour of the shop's day (0-23) from which the day's backup is written. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** Sent mail is kept this long in the outbox, then removed by the clean-up job (issue #29). */
  SENT_MAIL_KEEP: DurationSchema.prefault('90d'),
  MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(1000).default(20),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).default(5),
  // What unpaid orders may hold (docs/product.md §11 "What unpaid orders may hold"); values in rupees.
  MAX_HELD_UNITS: z.coerce.number().int().min(1).default(60),
  MAX_HELD_VALUE: z.coerce.number().positive().default(3_000_000),
  UNCONFIRMED_MAX_HELD_UNITS: z.coerce.number().int().min(1).default(10),
  UNCONFIRMED_MAX_HELD_VALUE: z.coerce.number().positive().default(500_000),
  UNCONFIRMED_HELD_UNITS_PER_IP: z.coerce.number().int().min(1).default(8),
  UNCONFIRMED_HOLD_TTL: DurationSchema.prefault('2h'),
  REQUEST_TIMEOUT: DurationSchema.prefault('60s'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.url().optional(),
  PAYMENT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  MPGS_HOST: z.url().optional(),
  MPGS_MERCHANT_ID: z.string().min(1).optional(),
  MPGS_API_PASSWORD: z.string().min(1).optional(),
  MPGS_API_VERSION: z.coerce.number().int().min(63).default(100),
  MPGS_NOTIFICATION_SECRET: z.string().min(16).optional(),
  KOKO_BASE_URL: z.url().default('https://prodapi.paykoko.com'),
  KOKO_MERCHANT_ID: z.string().min(1).optional(),
  KOKO_API_KEY: z.string().min(1).optional(),
  /** The merchant's RSA private key (PEM text, or a path to a PEM file). */
  KOKO_PRIVATE_KEY: z.string().min(1).optional(),
  /** KOKO's RSA public key, to check its responses (PEM text or path). */
  KOKO_PUBLIC_KEY: z.string().min(1).optional(),
  KOKO_PLUGIN_NAME: z.string().min(1).default('customapi'),
  KOKO_PLUGIN_VERSION: z.string().min(1).default('1'),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  REDIS_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'use 8 to 128 characters' }).max(128).optional(),
  RATE_LIMIT_WINDOW: DurationSchema.prefault('15m'),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_PER_IP_EMAIL: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_ORDERS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_ORDERS_PER_IP: z.coerce.number().int().positive().default(200),
  RATE_LIMIT_PROMOS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PROMOS_PER_IP: z.coerce.number().int().positive().default(100),
  /** Requests, and 404 answers, one address may have per minute, in each instance (issue #23). */
  RATE_LIMIT_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Searches and suggestions of one address per minute, in each instance (issue #25). */
  RATE_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** A connection that has sent nothing by then is closed; one kept alive, once idle that long. */
  CONNECTION_IDLE_TIMEOUT: DurationSchema.prefault('10s'),
  KEEP_ALIVE_TIMEOUT: DurationSchema.prefault('10s'),
  /** Lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>` (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, { message: 'use at least 16 characters' }).optional(),
  /** An OTLP/HTTP collector (http://127.0.0.1:4318): traces are exported there; unset, none are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The name the traces give the store (service.name). */
  OTEL_SERVICE_NAME: z.string().min(1).default('avstore'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  /**
   * True while the store can be reached on loopback alone: only then are the development
   * conveniences (reset links in the answer) on (docs/decisions/004-safe-defaults.md).
   */
  loopbackOnly: boolean;
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    h === '::ffff:127.0.0.1' ||
    /^127(\.\d{1,3}){3}$/.test(h)
  );
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const cfg = parsed.data;
  const host = cfg.HOST.includes(':') ? `[${cfg.HOST}]` : cfg.HOST;
  const publicUrl = (cfg.PUBLIC_URL ?? `http://${host}:${cfg.PORT}`).replace(/\/$/, '');
  const loopbackOnly =
    isLoopback(cfg.HOST) && isLoopback(new URL(publicUrl).hostname) && cfg.TRUST_PROXY === false;

  const refusals: string[] = [];
  if (cfg.NODE_ENV === 'production') {
    if (cfg.MAIL_TRANSPORT === 'outbox' && !cfg.DEMO)
      refusals.push('MAIL_TRANSPORT: set smtp in production');
    if (cfg.PAYMENT_MODE === 'sandbox' && !cfg.DEMO)
      refusals.push('PAYMENT_MODE: set live in production');
    if (!cfg.JWT_SECRET) refusals.push('JWT_SECRET: required in production');
  } else if (!loopbackOnly && !cfg.DEMO) {
    const why = `the store can be reached beyond this machine (${reach(cfg, publicUrl)})`;
    if (cfg.MAIL_TRANSPORT === 'outbox')
      refusals.push(
        `MAIL_TRANSPORT: ${why}, so set smtp and SMTP_URL (the outbox keeps mail on disk), or DEMO=true for a public demo`,
      );
    if (cfg.PAYMENT_MODE === 'sandbox')
      refusals.push(
        `PAYMENT_MODE: ${why}, so set live with the providers' credentials (anyone can approve a sandbox payment), or DEMO=true for a public demo`,
      );
  }
  if (refusals.length) throw new ConfigError(`Refusing to start:\n  ${refusals.join('\n  ')}`);
  if (cfg.DATABASE_URL && !cfg.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set',
    );
  }
  if (cfg.MAIL_TRANSPORT === 'smtp' && !cfg.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  if (cfg.PAYMENT_MODE === 'live') {
    const needed = [
      'MPGS_HOST',
      'MPGS_MERCHANT_ID',
      'MPGS_API_PASSWORD',
      'MPGS_NOTIFICATION_SECRET',
      'KOKO_MERCHANT_ID',
      'KOKO_API_KEY',
      'KOKO_PRIVATE_KEY',
      'KOKO_PUBLIC_KEY',
    ] as const;
    const missing = needed.filter((key) => !cfg[key]);
    if (missing.length) {
      throw new ConfigError(`PAYMENT_MODE=live needs: ${missing.join(', ')}`);
    }
  }
  return { ...cfg, publicUrl, loopbackOnly };
}

/** Which setting makes the store reachable from elsewhere, for the refusal's message. */
function reach(cfg: Env, publicUrl: string): string {
  if (!isLoopback(cfg.HOST)) return `HOST=${cfg.HOST}`;
  if (cfg.TRUST_PROXY !== false) return 'TRUST_PROXY is set';
  return `PUBLIC_URL=${publicUrl}`;
}
