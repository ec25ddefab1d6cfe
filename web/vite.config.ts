import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

// Back office, served at / in production; the dev server proxies /api to the local server.
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    // Build against the contracts and client sources so the app never waits on a build of either.
    alias: {
      '@mes/contracts': path.resolve(here, '../contracts/src/index.ts'),
      '@mes/client': path.resolve(here, '../client/src/index.ts'),
    },
  },
  server: {
    proxy: { '/api': { target: process.env.MES_API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
