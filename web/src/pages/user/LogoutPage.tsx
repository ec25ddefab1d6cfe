import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AUTH } from '@mes/contracts';
import { callApi } from '@mes/client';
import { LOGIN_PATH, sessionStore } from '../../session';

// /user/logout: revoke the token on the server (best effort), forget the session, back to the login.
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const hadToken = sessionStore.getSnapshot().session.token !== null;
    const revoke = hadToken ? callApi(AUTH.logout, {}, { quiet: true }).catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      sessionStore.logout();
      if (live) navigate(LOGIN_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <Result icon={<Spin />} title={t('login.loggingOut')} data-testid="logout-page" />;
}
