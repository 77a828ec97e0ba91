import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // No source maps: beside the app, they would give its sources away to anyone.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, manifest: true },
  server: { proxy: { '/api': api, '/media': api, '/sandbox': api } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
