import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { UserActions } from '../components/UserActions';
import { PairingPanel } from '../pairing/PairingPanel';
import { useAppAuth } from '../shell/AuthProvider';
import { IdleRefresh } from '../shell/IdleRefresh';
import { HomeMenu } from './HomeMenu';

// The kanban home: an unbound TV pairs here (its projection code); a TV bound to 'home' and a signed-in user (the
// kanban management preview, which refreshes itself after inactivity) see the boards.
export function HomeScreen() {
  const { t } = useTranslation();
  const { mode, screen, session } = useAppAuth();
  const bound = screen?.kind === 'bound';
  const pairing = mode === 'screen' && !bound;
  const user =
    mode === 'user' && session ? (
      <span className="screen__user muted">
        {session.user.display_name} · <Link to="/logout">{t('logout.action')}</Link>
      </span>
    ) : null;
  return (
    <ScreenFrame
      testId="kanban-home"
      title={pairing ? t('pairing.heading') : t('titles.home')}
      actions={<UserActions>{user}</UserActions>}
    >
      {pairing ? <PairingPanel state={screen ?? { kind: 'starting' }} /> : <HomeMenu />}
      {mode === 'user' && <IdleRefresh />}
    </ScreenFrame>
  );
}
