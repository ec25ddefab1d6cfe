import react from '@vitejs/plugin-react';
import { appConfig } from '../client/vite-app.ts';

// Back office, served at / in production.
export default appConfig({
  configUrl: import.meta.url,
  base: '/',
  chunkSizeWarningLimit: 1500,
  plugins: [react()],
});
