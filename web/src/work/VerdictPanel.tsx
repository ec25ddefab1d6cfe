/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { ReportAnswer } from './work.types';
import './i18n';

export type Verdict =
  | { kind: 'idle' }
  | { kind: 'sending'; key: string; sn: string; text: string }
  | { kind: 'verdict'; key: string; sn: string; text: string; answer: ReportAnswer; late?: boolean }
  | { kind: 'refused'; key: string; sn: string; text: string; err: number; msg: string; late?: boolean }
  | { kind: 'queued'; key: string; sn: string; text: string };

/** The verdict of the last scan, large and coloured: PASS green, FAIL red, refused red with `{err}: {msg}`. */
export function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  if (verdict.kind === 'idle') {
    return (
      <div className="work-verdict work-verdict--idle" data-testid="work-verdict" data-state="idle">
        {t('verdict.idle')}
      </div>
    );
  }
  const extracted = verdict.text !== verdict.sn && (
    <div className="work-verdict__extra">{t('verdict.extracted', { text: verdict.text, sn: verdict.sn })}</div>
  );
  const late = (verdict.kind === 'verdict' || verdict.kind === 'refused') && verdict.late && (
    <div className="work-verdict__extra">{t('verdict.late')}</div>
  );
  if (verdict.kind === 'sending') {
    return (
      <div
        className="work-verdict work-verdict--sending"
        data-testid="work-verdict"
        data-state="sending"
        data-key={verdict.key}
      >
        <div className="work-verdict__sn">{verdict.sn}</div>
        <div className="work-verdict__word">{t('verdict.sending')}</div>
      </div>
    );
  }
  if (verdict.kind === 'queued') {
    return (
      <div
        className="work-verdict work-verdict--queued"
        data-testid="work-verdict"
        data-state="queued"
        data-key={verdict.key}
      >
        <div className="work-verdict__sn">{verdict.sn}</div>
        <div className="work-verdict__word">{t('verdict.queued')}</div>
        <div className="work-verdict__detail">{t('verdict.queuedHint')}</div>
      </div>
    );
  }
  if (verdict.kind === 'refused') {
    const message = errorMessage(verdict.err, locale, verdict.msg);
    return (
      <div
        className="work-verdict work-verdict--refused"
        data-testid="work-verdict"
        data-state="refused"
        data-err={verdict.err}
        data-key={verdict.key}
      >
        <div className="work-verdict__sn">{verdict.sn}</div>
        <div className="work-verdict__code" data-testid="work-verdict-code">{`${verdict.err}: ${message}`}</div>
        {verdict.msg && verdict.msg !== message && <div className="work-verdict__detail">{verdict.msg}</div>}
        {extracted}
        {late}
      </div>
    );
  }
  const a = verdict.answer;
  const pass = a.verdict === 'pass';
  let detail = pass
    ? a.done
      ? t('verdict.done')
      : t('verdict.next', { station: a.next_station?.fnumber ?? '' })
    : t('verdict.stays');
  if (a.repeated) detail = `${detail} · ${t('verdict.repeated')}`;
  // The test items the server judged out of their limits (docs/product-definitions.md), each with why.
  const failedItems = (a.failed_items ?? []).map((f) => {
    const limit = f.reason === 'below' ? f.lower : f.reason === 'above' ? f.upper : f.expected;
    const why = t(`verdict.itemReason.${f.reason}`, {
      limit: `${limit ?? ''}${f.unit && limit !== null ? ` ${f.unit}` : ''}`,
    });
    return `${f.name}${f.value ? ` ${f.value}` : ''} (${why})`;
  });
  return (
    <div
      className={`work-verdict work-verdict--${pass ? 'pass' : 'fail'}`}
      data-testid="work-verdict"
      data-state={a.verdict}
      data-key={verdict.key}
    >
      <div className="work-verdict__sn">{verdict.sn}</div>
      <div className="work-verdict__word">{pass ? t('verdict.pass') : t('verdict.fail')}</div>
      <div className="work-verdict__detail">{detail}</div>
      {failedItems.length > 0 && (
        <div className="work-verdict__detail" data-testid="work-verdict-items">
          {t('verdict.failedItems', { items: failedItems.join('; ') })}
        </div>
      )}
      {extracted}
      {late}
    </div>
  );
}
