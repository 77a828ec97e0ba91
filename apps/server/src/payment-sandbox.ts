import Fastify from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { cardSandbox } from './routes/sandbox/card';
import { kokoSandbox } from './routes/sandbox/koko';
import { memorySandboxStore } from './services/sandbox/store';
import { readKey } from './services/payments/koko-signing';

/**
 * The payment sandboxes on origins of their own, at the real providers' paths: a store in live
 * mode with MPGS_HOST and KOKO_BASE_URL pointing here pays across origins as it would for real.
 */
const EnvSchema = z.object({
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_CARD_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  SANDBOX_KOKO_PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  MPGS_MERCHANT_ID: z.string().min(1),
  MPGS_API_PASSWORD: z.string().min(1),
  KOKO_MERCHANT_ID: z.string().min(1),
  KOKO_API_KEY: z.string().min(1),
  /** The merchant's public key, to check the store's signatures (PEM text or a path). */
  SANDBOX_MERCHANT_PUBLIC_KEY: z.string().min(1),
  /** KOKO's private key, to sign its responses (PEM text or a path). */
  SANDBOX_KOKO_PRIVATE_KEY: z.string().min(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

async function main(): Promise<void> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    process.stderr.write(`Invalid configuration:\n  ${lines.join('\n  ')}\n`);
    process.exit(1);
  }
  const env = parsed.data;
  const logger = pino({ level: env.LOG_LEVEL });
  const store = memorySandboxStore();
  const card = Fastify({ loggerInstance: logger.child({ sandbox: 'card' }) });
  await card.register(
    cardSandbox({ merchantId: env.MPGS_MERCHANT_ID, password: env.MPGS_API_PASSWORD, store }),
  );
  const koko = Fastify({ loggerInstance: logger.child({ sandbox: 'koko' }) });
  await koko.register(
    kokoSandbox({
      merchantId: env.KOKO_MERCHANT_ID,
      apiKey: env.KOKO_API_KEY,
      merchantPublicKey: readKey(env.SANDBOX_MERCHANT_PUBLIC_KEY),
      kokoPrivateKey: readKey(env.SANDBOX_KOKO_PRIVATE_KEY),
      store,
    }),
  );
  const cardUrl = await card.listen({ host: env.SANDBOX_HOST, port: env.SANDBOX_CARD_PORT });
  const kokoUrl = await koko.listen({ host: env.SANDBOX_HOST, port: env.SANDBOX_KOKO_PORT });
  logger.info(
    `card gateway sandbox on ${cardUrl} (MPGS_HOST), KOKO sandbox on ${kokoUrl} (KOKO_BASE_URL)`,
  );

  const stop = () => void Promise.all([card.close(), koko.close()]).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`The payment sandbox could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
