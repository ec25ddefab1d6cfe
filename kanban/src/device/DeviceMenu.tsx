import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCESS } from '@mes/contracts';
import { DEVICE_MENU, deviceMenuOf, type DeviceMenuEntry } from '@mes/client';
import { LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { useAppAuth } from '../shell/AuthProvider';
import { DeviceFrame } from './DeviceFrame';
import './dm/dm-words';

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const readGrants = (data: unknown) => {
  const d = (data ?? {}) as { roles?: unknown; permissions?: unknown };
  return { roles: names(d.roles), permissions: names(d.permissions) };
};

/**
 * The device display's menu (its home): a signed-in user sees the entries their role opens (docs/roles.md, asked of
 * the server: a login code's session carries no grants; all of them when it cannot say); before anyone signs in,
 * every entry (each asks to sign in).
 */
export function DeviceMenu() {
  const { t } = useTranslation();
  const { session, mode, signOut } = useAppAuth();
  const signedIn = mode === 'user' && session !== null;
  const grants = useCallData(signedIn ? ACCESS.self : null, {}, readGrants);
  const entries: readonly DeviceMenuEntry[] | null = !signedIn
    ? DEVICE_MENU
    : grants.data
      ? deviceMenuOf(grants.data)
      : grants.error
        ? DEVICE_MENU
        : null;
  return (
    <DeviceFrame testId="device-menu" title={t('device.menu')} back={false}>
      <p className="device__who" data-testid="device-who">
        {signedIn ? t('device.signedInAs', { name: session.user.display_name }) : t('device.notSignedIn')}
        {signedIn && (
          <button type="button" className="btn btn--small" onClick={signOut}>
            {t('logout.action')}
          </button>
        )}
      </p>
      {entries === null ? (
        <LoadingState />
      ) : (
        <nav className="device-menu">
          {entries.map((m) => (
            <Link key={m.key} to={m.to} className="device-menu__item" data-testid={`device-${m.key}`}>
              {t(`device.${m.key}`)}
            </Link>
          ))}
          {entries.length === 0 && <p className="muted">{t('device.nothingForRole')}</p>}
        </nav>
      )}
    </DeviceFrame>
  );
}
