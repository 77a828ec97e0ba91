import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { MpgsClient } from './mpgs-client';
import { newKeyPair, readKey } from './koko-signing';

export interface KokoSettings {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  privateKey: string;
  kokoPublicKey: string;
  pluginName: string;
  pluginVersion: string;
}

export interface Providers {
  mode: 'sandbox' | 'live';
  mpgs: MpgsClient;
  mpgsNotificationSecret: string;
  koko: KokoSettings;
  /** Only in sandbox mode: what the local KOKO needs to play its part. */
  sandbox?: {
    mpgsMerchantId: string;
    mpgsPassword: string;
    kokoPrivateKey: string;
    merchantPublicKey: string;
  };
}

interface SandboxSecrets {
  mpgsPassword: string;
  notificationSecret: string;
  merchant: { privateKey: string; publicKey: string };
  koko: { privateKey: string; publicKey: string };
}

const SANDBOX_MERCHANT = 'TESTLANKAPROAUDIO';

/** Live credentials from the configuration, or the sandbox's, made once into DATA_DIR. */
export async function loadProviders(config: Config): Promise<Providers> {
  if (config.PAYMENT_MODE === 'live') {
    return {
      mode: 'live',
      mpgs: new MpgsClient({
        baseUrl: config.MPGS_HOST!.replace(/\/$/, ''),
        merchantId: config.MPGS_MERCHANT_ID!,
        password: config.MPGS_API_PASSWORD!,
        version: config.MPGS_API_VERSION,
      }),
      mpgsNotificationSecret: config.MPGS_NOTIFICATION_SECRET!,
      koko: {
        baseUrl: config.KOKO_BASE_URL.replace(/\/$/, ''),
        merchantId: config.KOKO_MERCHANT_ID!,
        apiKey: config.KOKO_API_KEY!,
        privateKey: readKey(config.KOKO_PRIVATE_KEY!),
        kokoPublicKey: readKey(config.KOKO_PUBLIC_KEY!),
        pluginName: config.KOKO_PLUGIN_NAME,
        pluginVersion: config.KOKO_PLUGIN_VERSION,
      },
    };
  }
  const secrets = await sandboxSecrets(config.DATA_DIR);
  return {
    mode: 'sandbox',
    mpgs: new MpgsClient({
      baseUrl: `${config.publicUrl}/sandbox/card`,
      merchantId: SANDBOX_MERCHANT,
      password: secrets.mpgsPassword,
      version: config.MPGS_API_VERSION,
    }),
    mpgsNotificationSecret: secrets.notificationSecret,
    koko: {
      baseUrl: `${config.publicUrl}/sandbox/koko`,
      merchantId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      apiKey: 'sandbox-api-key',
      privateKey: secrets.merchant.privateKey,
      kokoPublicKey: secrets.koko.publicKey,
      pluginName: config.KOKO_PLUGIN_NAME,
      pluginVersion: config.KOKO_PLUGIN_VERSION,
    },
    sandbox: {
      mpgsMerchantId: SANDBOX_MERCHANT,
      mpgsPassword: secrets.mpgsPassword,
      kokoPrivateKey: secrets.koko.privateKey,
      merchantPublicKey: secrets.merchant.publicKey,
    },
  };
}

async function sandboxSecrets(dataDir: string): Promise<SandboxSecrets> {
  const file = path.join(path.resolve(dataDir), 'payment-sandbox.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as SandboxSecrets;
  } catch {
    const secrets: SandboxSecrets = {
      mpgsPassword: randomBytes(16).toString('hex'),
      notificationSecret: randomBytes(24).toString('hex'),
      merchant: newKeyPair(),
      koko: newKeyPair(),
    };
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
