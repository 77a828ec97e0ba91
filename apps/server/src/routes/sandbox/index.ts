import type { FastifyPluginAsync } from 'fastify';
import type { Providers } from '../../services/payments/providers';
import type { SandboxStore } from '../../services/sandbox/store';
import { cardSandbox } from './card';
import { kokoSandbox } from './koko';

/** The providers' stand-ins, served by the store itself in sandbox mode (docs/product.md §12). */
export function sandboxRoutes(
  sandbox: NonNullable<Providers['sandbox']>,
  koko: Providers['koko'],
  store: SandboxStore,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      cardSandbox({ merchantId: sandbox.mpgsMerchantId, password: sandbox.mpgsPassword, store }),
      { prefix: '/card' },
    );
    await app.register(
      kokoSandbox({
        merchantId: koko.merchantId,
        apiKey: koko.apiKey,
        merchantPublicKey: sandbox.merchantPublicKey,
        kokoPrivateKey: sandbox.kokoPrivateKey,
        store,
      }),
      { prefix: '/koko' },
    );
  };
}
