import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';

export type AppBuild = {
  /** the app's vite.config.ts (its import.meta.url): the app's folder is where it stands */
  configUrl: string;
  /** where the server mounts the built app */
  base: string;
  chunkSizeWarningLimit: number;
  /** the app's own plugins (React's, resolved from the app) */
  plugins: PluginOption[];
};

const apiTarget = process.env.MES_API_URL ?? 'http://localhost:3000';

// The Vite settings both apps share: built against the contracts and client sources (never waiting on a build of
// either), the dev server proxying the API and the socket to the local server.
export function appConfig(app: AppBuild): UserConfig {
  const dir = fileURLToPath(new URL('.', app.configUrl));
  return {
    base: app.base,
    plugins: app.plugins,
    resolve: {
      alias: [
        { find: /^@mes\/contracts$/, replacement: path.resolve(dir, '../contracts/src/index.ts') },
        { find: /^@mes\/client$/, replacement: path.resolve(dir, '../client/src/index.ts') },
        { find: /^@mes\/client\/(.*)$/, replacement: `${path.resolve(dir, '../client/src')}/$1` },
      ],
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      },
    },
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: app.chunkSizeWarningLimit },
  };
}
