// `npm run api:lint`: the API document as the app builds it, linted by Redocly's CLI with the rules
// of redocly.yaml. The CLI is pinned and run through npx, so that it and its many dependencies stay
// out of the workspace lock file (as bench/ runs Lighthouse).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openApiDocument } from './openapi';

const REDOCLY = '@redocly/cli@2.77.0';
const config = path.join(import.meta.dirname, '..', 'redocly.yaml');

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-api-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  await fs.writeFile(file, JSON.stringify(await openApiDocument(), null, 2));
  const run = spawnSync(
    'npx',
    ['-y', REDOCLY, 'lint', file, '--config', config, '--format=stylish'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
