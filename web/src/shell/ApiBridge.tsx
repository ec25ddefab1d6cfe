import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ERROR_TOAST_MS, errorMessage, formatError, isKnownErrorCode } from '@mes/contracts';
import {
  configureApi,
  loginOnInvalidToken,
  onReloadScheduled,
  scheduleReload,
  userAuth,
  type ApiError,
} from '@mes/client';
import { currentLocale } from '../i18n';
import { sessionStore } from '../session';

/** Toast text: 'code: message' translated for known codes, the server's msg for unknown ones (000 §8). */
export function toastText(f: ApiError): { title: string; detail: string | null } {
  const locale = currentLocale();
  const title = formatError(f.err, locale, f.msg);
  const detail = isKnownErrorCode(f.err) && f.msg && f.msg !== errorMessage(f.err, locale) ? f.msg : null;
  return { title, detail };
}

// Plugs the session, the toasts and the navigation into the API client. Lives inside antd's App and the router.
export function ApiBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    configureApi({
      auth: () => userAuth(sessionStore.getSnapshot().session.token?.access_token),
      onError: (f) => {
        const { title, detail } = toastText(f);
        void message.error({
          key: `api-${f.err}-${f.msg}`,
          duration: ERROR_TOAST_MS / 1000,
          content: detail ? (
            <span data-testid="api-error">
              {title}
              <br />
              <small>{detail}</small>
            </span>
          ) : (
            <span data-testid="api-error">{title}</span>
          ),
        });
      },
      // err 900 anywhere: forget the session and open the login with the current path as redirect.
      onInvalidToken: loginOnInvalidToken({
        here: () => `${window.location.pathname}${window.location.search}`,
        forget: () => {
          sessionStore.logout();
          void message.warning({
            key: 'api-900',
            duration: ERROR_TOAST_MS / 1000,
            content: formatError(900, currentLocale()),
          });
        },
        open: (target) =>
          target.external ? window.location.assign(target.url) : navigate(target.url, { replace: true }),
      }),
      onLiveReload: () => void scheduleReload(),
    });
    return onReloadScheduled(
      (ms) =>
        void message.info({
          key: 'live-reload',
          duration: ms / 1000,
          content: t('shell.liveReload', { s: ms / 1000 }),
        }),
    );
  }, [message, navigate, t]);

  return null;
}
