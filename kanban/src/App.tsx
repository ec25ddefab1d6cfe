import { BrowserRouter } from 'react-router-dom';
import { DeviceRoutes } from './device/DeviceRoutes';
import { KanbanRoutes } from './KanbanRoutes';
import type { Mount } from './routing';
import { AuthProvider } from './shell/AuthProvider';
import { LiveReloadNotice } from './shell/LiveReloadNotice';
import { OfflineMarker } from './shell/OfflineMarker';
import { SettingsProvider } from './shell/SettingsProvider';

// One build, two mounts: the TV boards under /kanban/ and the handheld device display under /device_display/.
export function App({ mount, basename }: { mount: Mount; basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AuthProvider mount={mount}>
        <SettingsProvider>
          {mount === 'device_display' ? <DeviceRoutes /> : <KanbanRoutes />}
          <OfflineMarker />
          <LiveReloadNotice />
        </SettingsProvider>
      </AuthProvider>
    </BrowserRouter>
  );
}
