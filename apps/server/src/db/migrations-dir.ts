import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrations folder, found upward from this module (src/ in development, dist/ when built). */
export function migrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The drizzle migrations folder was not found.');
    dir = parent;
  }
}
