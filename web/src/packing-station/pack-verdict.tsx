/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import './i18n';

export type PackVerdict =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string }
  | { kind: 'pass' | 'fail'; text: string; word: string; detail?: string }
  /** key: the scan's idempotency key, so its late verdict can replace it */
  | { kind: 'queued'; key: string; text: string; word: string; detail?: string }
  | { kind: 'refused'; text: string; err: number; msg: string };

/** The newest answer, large and coloured (the station screens' classes): green, red, dark red refused, orange queued. */
export function PackVerdictPanel({ verdict, seq }: { verdict: PackVerdict; seq: number }) {
  const { t, i18n } = useTranslation('packing');
  if (verdict.kind === 'idle')
    return (
      <div className="work-verdict work-verdict--idle" data-testid="pack-verdict" data-seq={seq} data-state="idle">
        {t('verdict.idle')}
      </div>
    );
  if (verdict.kind === 'sending')
    return (
      <div
        className="work-verdict work-verdict--sending"
        data-testid="pack-verdict"
        data-seq={seq}
        data-state="sending"
      >
        <div className="work-verdict__sn">{verdict.text}</div>
        <div className="work-verdict__word">{t('verdict.sending')}</div>
      </div>
    );
  if (verdict.kind === 'refused') {
    const message = errorMessage(verdict.err, toLocale(i18n.language), verdict.msg);
    return (
      <div
        className="work-verdict work-verdict--refused"
        data-testid="pack-verdict"
        data-seq={seq}
        data-state="refused"
        data-err={verdict.err}
      >
        <div className="work-verdict__sn">{verdict.text}</div>
        <div className="work-verdict__code" data-testid="pack-verdict-code">{`${verdict.err}: ${message}`}</div>
        {verdict.msg && verdict.msg !== message && <div className="work-verdict__detail">{verdict.msg}</div>}
      </div>
    );
  }
  return (
    <div
      className={`work-verdict work-verdict--${verdict.kind}`}
      data-testid="pack-verdict"
      data-seq={seq}
      data-state={verdict.kind}
    >
      <div className="work-verdict__sn">{verdict.text}</div>
      <div className="work-verdict__word">{verdict.word}</div>
      {verdict.detail && <div className="work-verdict__detail">{verdict.detail}</div>}
    </div>
  );
}
