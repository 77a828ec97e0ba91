import http from 'node:http';
import { newKeyPair } from '../../src/services/payments/koko-signing';

export interface StandInGateway {
  url: string;
  /** The bodies of the INITIATE_CHECKOUT requests received, in order. */
  sessions: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * A stand-in for the live card gateway on loopback: it opens every checkout session asked of it
 * and keeps the requests, whose merchant name the real gateway's payment page shows.
 */
export async function startCardGateway(): Promise<StandInGateway> {
  const sessions: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (!req.url?.endsWith('/session')) return res.end(JSON.stringify({ result: 'ERROR' }));
      sessions.push(JSON.parse(data) as Record<string, unknown>);
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          result: 'SUCCESS',
          session: { id: `SESSION0002${sessions.length}` },
          successIndicator: `indicator${sessions.length}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment of a store taking live payments, its card gateway at `gatewayUrl`. */
export function livePaymentsEnv(gatewayUrl: string): Record<string, string> {
  return {
    PAYMENT_MODE: 'live',
    MPGS_HOST: gatewayUrl,
    MPGS_MERCHANT_ID: 'TESTLANKAPRO',
    MPGS_API_PASSWORD: 'api-password',
    MPGS_NOTIFICATION_SECRET: 'a-notification-secret',
    // KOKO is never called by these tests; its keys only have to be real keys.
    KOKO_MERCHANT_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    KOKO_API_KEY: 'koko-api-key',
    KOKO_PRIVATE_KEY: newKeyPair().privateKey,
    KOKO_PUBLIC_KEY: newKeyPair().publicKey,
  };
}
