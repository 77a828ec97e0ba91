import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise (embedded database only) a secret generated once into
 * DATA_DIR, so tokens survive restarts without any setup.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(path.resolve(dataDir), 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start: make one */
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
