import { useTranslation } from 'react-i18next';
import type { Locale } from '@mes/contracts';
import { useNow } from '../components/useNow';
import type { ScreenState } from './screen-controller';

export function formatCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** An unbound TV: its projection code, huge, with the time it stays valid; a user enters it to choose the board. */
export function PairingPanel({ state }: { state: ScreenState }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (state.kind === 'starting' || state.kind === 'bound') {
    return (
      <section className="pairing" data-testid="pairing-starting">
        <p className="pairing__hint">{t('pairing.starting')}</p>
      </section>
    );
  }
  if (state.kind === 'failed') {
    return (
      <section className="pairing pairing--failed" data-testid="pairing-failed" role="alert">
        <h2 className="pairing__title">{t('pairing.failed')}</h2>
        <p className="pairing__hint">{state.error.describe(i18n.language as Locale)}</p>
        <p className="pairing__hint">{t('pairing.retrying')}</p>
      </section>
    );
  }
  const left = state.expiresAt === null ? null : state.expiresAt - now.getTime();
  return (
    <section className="pairing" data-testid="pairing">
      <h2 className="pairing__title">{t('pairing.title')}</h2>
      <div
        className="pairing__code"
        data-testid="pairing-code"
        data-code={state.code ?? ''}
        aria-label={t('pairing.codeLabel')}
      >
        {state.code ? formatCode(state.code) : '— — —'}
      </div>
      <p className="pairing__timer" data-testid="pairing-timer">
        {state.code === null || (left !== null && left <= 0)
          ? t('pairing.renewing')
          : left === null
            ? ''
            : t('pairing.validFor', { time: mmss(left) })}
      </p>
      <ol className="pairing__steps">
        <li>{t('pairing.step1')}</li>
        <li>{t('pairing.step2')}</li>
        <li>{t('pairing.step3')}</li>
      </ol>
      <p className="pairing__screen muted">{t('pairing.screenId', { id: state.screenId })}</p>
    </section>
  );
}
