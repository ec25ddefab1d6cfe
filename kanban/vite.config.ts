import react from '@vitejs/plugin-react';
import { appConfig } from '../client/vite-app.ts';

// TV boards, served under /kanban/ in production (and the same build under /device_display/). The kanban router's
// basename is derived from this base (see src/routing.ts), so changing it here is enough to move the app. One bundle
// on purpose: a TV loads it once and then runs for months; no lazy chunk can fail to load later.
export default appConfig({
  configUrl: import.meta.url,
  base: '/kanban/',
  chunkSizeWarningLimit: 1200,
  plugins: [react()],
});
