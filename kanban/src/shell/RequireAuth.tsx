import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { PairingPanel } from '../pairing/PairingPanel';
import { loginPathFor } from './auth-mode';
import { useAppAuth } from './AuthProvider';

// Routes that need somebody: a signed-in user, or a screen that is bound (it is then moved to its board). Nobody goes
// to the login with the path as redirect (001 §2 "Login guard").
export function RequireAuth() {
  const { t } = useTranslation();
  const { mode, mount, screen } = useAppAuth();
  const location = useLocation();
  if (mode === 'none') return <Navigate to={loginPathFor(mount, `${location.pathname}${location.search}`)} replace />;
  if (mode === 'screen' && screen?.kind !== 'bound') {
    return (
      <ScreenFrame testId="kanban-starting" title={t('pairing.heading')}>
        <PairingPanel state={screen ?? { kind: 'starting' }} />
      </ScreenFrame>
    );
  }
  return <Outlet />;
}
