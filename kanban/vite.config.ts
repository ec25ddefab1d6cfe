import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

// TV boards, served under /kanban/ in production (and the same build under /device_display/). The kanban router's
// basename is derived from this base (see src/routing.ts), so changing it here is enough to move the app.
export default defineConfig({
  base: '/kanban/',
  plugins: [react()],
  resolve: {
    // Build against the contracts and client sources so the app never waits on a build of either.
    alias: {
      '@mes/contracts': path.resolve(here, '../contracts/src/index.ts'),
      '@mes/client': path.resolve(here, '../client/src/index.ts'),
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.MES_API_URL ?? 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: process.env.MES_API_URL ?? 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  // One bundle on purpose: a TV loads it once and then runs for months; no lazy chunk can fail to load later.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
