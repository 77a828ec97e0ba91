import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import * as runtime from '@messageformat/runtime';
import * as cardinals from '@messageformat/runtime/lib/cardinals';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The unit tests that replace a module (`vi.mock`): the module a test file replaces must be
 * imported afresh for it, so these run isolated; the others share a worker's imports.
 */
const MOCKING_TESTS = readdirSync(new URL('./src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file)}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('));

/** A catalogue of messages: src/i18n/locales/<language>/<namespace>.json. */
const CATALOGUE = /\/src\/i18n\/locales\/(en|si|ta)\/[a-z-]+\.json$/;

/**
 * The few lines of messageformat's runtime a catalogue uses (a plural's rule, `plural`,
 * `select`), written into it rather than imported: a module shared by the English in every page's
 * first script and the Sinhala and Tamil chunks became a file of its own for each page to fetch.
 */
function inlineRuntime(code: string): string {
  const library: Record<string, unknown> = { ...runtime, ...cardinals };
  return code.replace(
    /^import \{ ([\w, ]+) \} from "@messageformat\/runtime(?:\/lib\/cardinals)?";$/gm,
    (_, names: string) =>
      names
        .split(', ')
        .map((name) => `const ${name} = ${String(library[name])};`)
        .join('\n'),
  );
}

/** A message ICU would read as it is written: no argument, no quoting. */
const PLAIN = /^[^{}]*$/;

/**
 * Compiles each catalogue's ICU messages into functions when it is imported, for the browser,
 * the server entry and the tests alike (docs/decisions/027-languages.md): the page runs no
 * message parser, and a message returns its parts, so a placeholder may hold an element. A
 * message without arguments stays a string, the smallest it can be.
 */
function catalogues(): Plugin {
  return {
    name: 'avstore-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const language = CATALOGUE.exec(id)?.[1];
      if (!language) return null;
      const entries = Object.entries(JSON.parse(code) as Record<string, string>);
      const plain = entries.filter(([, text]) => PLAIN.test(text) && !text.includes("''"));
      const formatted = entries.filter((entry) => !plain.includes(entry));
      const compiled = inlineRuntime(
        compileModule(
          new MessageFormat(language, { returnType: 'values' }),
          Object.fromEntries(formatted),
        ),
      ).replace('export default', 'const formatted =');
      return {
        code: `${compiled};\nexport default { ...${JSON.stringify(Object.fromEntries(plain))}, ...formatted };`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}

/**
 * The modules every page loads before its first screen (statically imported from the entry),
 * except the entry's own module and the stylesheets: the Sinhala and Tamil fonts are entries of
 * their own, and the entry must stay `index.html`'s chunk for the server's page hints.
 */
const FIRST_LOAD = {
  name: 'first',
  tags: ['$initial' as const],
  test: (id: string) => !/\.css$|index\.html|src\/main\.tsx$/.test(id),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [catalogues(), react(), tailwindcss()],
  // No source maps: beside the app, they would give its sources away to anyone.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    // The back office's screens are named admin-…, and the list of files each needs is left out
    // of the entry: every shop page's first script carried it. The back office fetches a
    // screen's shared code once the screen's own chunk asks for it.
    rollupOptions: {
      // The fonts of the Sinhala and Tamil pages, built on their own: the server puts the one of
      // a page's language in its head (plugins/page-hints.ts), and no other page loads them.
      input: isSsrBuild
        ? undefined
        : {
            index: 'index.html',
            'fonts-si': 'src/i18n/fonts/si.css',
            'fonts-ta': 'src/i18n/fonts/ta.css',
          },
      output: {
        // Everything a page loads first in one file (the entry keeps only its own lines): split
        // into the few chunks the bundler chose, the same code was 2 KB more after compression.
        codeSplitting: isSsrBuild ? undefined : { groups: [FIRST_LOAD] },
        chunkFileNames: (chunk) => {
          if (chunk.facadeModuleId?.includes('/src/app/routes/admin/'))
            return 'assets/admin-[name]-[hash].js';
          // A Sinhala or Tamil catalogue: si-home-…, ta-catalogue-…
          const language = CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1];
          return language ? `assets/${language}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
    modulePreload: {
      // Every browser the shop supports preloads modules itself (Safari since 17): the polyfill
      // was half a kilobyte of every page's first script.
      polyfill: false,
      resolveDependencies: (file, deps) => (file.startsWith('assets/admin-') ? [] : deps),
    },
    // The server entry is code only: the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
  },
  // The server entry (product pages rendered on the server) carries React and the rest itself,
  // so the server needs none of the web app's packages.
  ssr: { noExternal: true },
  server: { proxy: { '/api': api, '/media': api, '/sandbox': api } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // A form test types key by key into jsdom: 3.9 s for the slowest on a machine busy with
    // benchmarks, where one went past the default 5 s. Well above that, still a hang's bound.
    testTimeout: 20_000,
    // Vitest's default is one worker on two cores; nothing else runs while these do, in CI.
    maxWorkers: 2,
    // Isolated, each test file set up jsdom and imported React, the router and the rest afresh:
    // about 250 s for the suite, against 37 s shared (docs/performance.md "Test time").
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...MOCKING_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_TESTS } },
    ],
  },
}));
