import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/admin/')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
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
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
