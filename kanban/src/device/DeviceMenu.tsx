import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppAuth } from '../shell/AuthProvider';
import { DeviceFrame } from './DeviceFrame';
import './dm/dm-words';

export const DEVICE_MENU = [
  { key: 'worder_list', to: '/worder_list' },
  { key: 'smt_order_list', to: '/smt_order_list' },
  { key: 'product_line', to: '/product_line/worder_type' },
  { key: 'stock_material_rec', to: '/stock_material_rec/create' },
  { key: 'dm_enter', to: '/dm_enter' },
  { key: 'login_code', to: '/login_code' },
] as const;

/** The device display's menu (its home). */
export function DeviceMenu() {
  const { t } = useTranslation();
  const { session, mode, signOut } = useAppAuth();
  return (
    <DeviceFrame testId="device-menu" title={t('device.menu')} back={false}>
      <p className="device__who" data-testid="device-who">
        {mode === 'user' && session
          ? t('device.signedInAs', { name: session.user.display_name })
          : t('device.notSignedIn')}
        {mode === 'user' && (
          <button type="button" className="btn btn--small" onClick={signOut}>
            {t('logout.action')}
          </button>
        )}
      </p>
      <nav className="device-menu">
        {DEVICE_MENU.map((m) => (
          <Link key={m.key} to={m.to} className="device-menu__item" data-testid={`device-${m.key}`}>
            {t(`device.${m.key}`)}
          </Link>
        ))}
      </nav>
    </DeviceFrame>
  );
}
