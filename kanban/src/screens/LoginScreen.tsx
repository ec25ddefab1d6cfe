import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Locale } from '@mes/contracts';
import { ScreenFrame } from '../components/ScreenFrame';
import { useNow } from '../components/useNow';
import { mmss } from '../pairing/PairingPanel';
import { safeRedirect } from '../routing';
import { LoginCodeFlow } from '../session/login-code';
import { useAppAuth } from '../shell/AuthProvider';
import { apiCall } from '@mes/client';

const noop = () => () => undefined;

/** The login code, shown until a signed-in user confirms it elsewhere (kanban/enter_login_code). */
export function useLoginCode(onDone: () => void): LoginCodeFlow | null {
  const { signIn } = useAppAuth();
  const [flow, setFlow] = useState<LoginCodeFlow | null>(null);
  useEffect(() => {
    const f = new LoginCodeFlow({
      call: apiCall,
      onSignedIn: (s) => {
        signIn(s);
        onDone();
      },
    });
    setFlow(f);
    f.start();
    return () => f.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one flow per mount
  }, []);
  return flow;
}

export function LoginCodeView({ flow }: { flow: LoginCodeFlow | null }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const state = useSyncExternalStore(
    flow ? (fn) => flow.subscribe(fn) : noop,
    () => flow?.getState() ?? { kind: 'asking' as const },
  );
  if (state.kind === 'failed')
    return (
      <p className="msg msg--error" role="alert">
        {state.error.describe(i18n.language as Locale)}
      </p>
    );
  if (state.kind === 'done') return <p className="login-code__hint">{t('login.done')}</p>;
  if (state.kind === 'asking') return <p className="login-code__hint">{t('common.loading')}</p>;
  return (
    <div className="login-code" data-testid="login-code">
      <div className="login-code__code" data-testid="login-code-value">
        {state.code}
      </div>
      <p className="login-code__hint">{t('login.validFor', { time: mmss(state.expiresAt - now.getTime()) })}</p>
      <p className="login-code__hint">{t('login.hint')}</p>
    </div>
  );
}

/** Kanban login (open): a login code; once confirmed the kanban runs as that user and goes to the redirect. */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/home');
  const flow = useLoginCode(() => navigate(target, { replace: true }));
  return (
    <ScreenFrame testId="kanban-login" title={t('login.title')}>
      <section className="panel">
        <LoginCodeView flow={flow} />
        <Link className="panel__link" to="/">
          {t('login.back')}
        </Link>
      </section>
    </ScreenFrame>
  );
}

/** Kanban logout (open): forgets the user on this browser; a TV's screen pairing stays. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const { signOut, session } = useAppAuth();
  useEffect(() => {
    if (session) signOut();
  }, [session, signOut]);
  return (
    <ScreenFrame testId="kanban-logout" title={t('logout.title')}>
      <section className="panel">
        <p className="panel__hint">{t('logout.done')}</p>
        <Link className="panel__link" to="/login">
          {t('logout.again')}
        </Link>
      </section>
    </ScreenFrame>
  );
}
