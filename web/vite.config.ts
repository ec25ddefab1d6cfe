import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appConfig } from '../client/vite-app.ts';

// Back office, served at / in production.
export default defineConfig(
  appConfig({
    dir: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    chunkSizeWarningLimit: 1500,
    plugins: [react()],
  }),
);
