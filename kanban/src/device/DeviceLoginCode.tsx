import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../routing';
import { LoginCodeView, useLoginCode } from '../screens/LoginScreen';
import { DeviceFrame } from './DeviceFrame';

/** login_code: shows a login code and waits until a user confirms it; then the session is kept here. */
export function DeviceLoginCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/menu');
  const flow = useLoginCode(() => navigate(target, { replace: true }));
  return (
    <DeviceFrame testId="device-login-code" title={t('device.login_code')}>
      <LoginCodeView flow={flow} />
    </DeviceFrame>
  );
}
