import { useTranslation } from 'react-i18next';
import { SmtFeedingStatus, WorkOrderStatus, feedingStepText, type Locale } from '@mes/contracts';
import { KpiPanel } from '../boards/panels/KpiPanel';
import { Panel } from '../boards/panels/Panel';
import { EmptyState, LoadingState } from '../components/States';
import type { SmtSlot } from '../live/smt-model';
import { SlotGrid } from './SlotGrid';
import type { SmtBoardView } from './useSmtBoard';

const VERDICT_TONE: Record<string, string> = { pass: 'good', warning: 'warn', fail: 'bad', locked: 'bad' };

// One SMT order's feeding live: the big numbers, the slot grid, and the last step, worded in the board's language
// from what it compared (the stored English message only for steps logged before checks were kept).
export function SmtOrderBoard({ board }: { board: SmtBoardView }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (board.error || board.missing)
    return <EmptyState testId="smt-no-order" title={t('smt.noSuchOrder')} hint={board.error ?? undefined} />;
  if (!board.ready || !board.order) return <LoadingState />;
  const { progress: p, order, feeding } = board;
  const last = board.last ?? latestSlotStep(board.slots);
  const feedingText = feeding
    ? `${feeding.fbillno} · ${SmtFeedingStatus.label(feeding.status, locale)}`
    : t('smt.noFeeding');
  return (
    <div className="smt-board" data-testid="smt-board">
      <div className="smt-board__kpi">
        <KpiPanel
          items={[
            {
              key: 'verified',
              label: t('smt.verified'),
              value: `${p.verified}/${p.total}`,
              tone: p.total > 0 && p.verified === p.total ? 'good' : 'accent',
            },
            {
              key: 'warnings',
              label: t('smt.warnings'),
              value: String(p.warnings),
              tone: p.warnings > 0 ? 'warn' : undefined,
            },
            {
              key: 'failed',
              label: t('smt.failures'),
              value: String(p.failed),
              tone: p.failed > 0 ? 'bad' : undefined,
            },
            { key: 'locked', label: t('smt.locked'), value: String(p.locked), tone: p.locked > 0 ? 'bad' : undefined },
            { key: 'pending', label: t('smt.pending'), value: String(p.pending) },
          ]}
        />
      </div>
      <div className="smt-board__info" data-testid="smt-order-info">
        <span>
          <b>{order.fbillno}</b> · {WorkOrderStatus.label(order.status, locale)}
        </span>
        <span className="ellipsis">
          {t('board.product')}: {order.product || '—'}
        </span>
        <span className="ellipsis">
          {t('board.line')}: {order.line || '—'}
        </span>
        <span className="ellipsis" data-testid="smt-feeding">
          {t('smt.feeding')}: {feedingText}
          {feeding && feeding.turn_count > 0
            ? ` · ${t('smt.turn', { turn: feeding.turn, count: feeding.turn_count })}`
            : ''}
        </span>
      </div>
      <div className="smt-board__slots">
        <Panel title={t('smt.slots')} testId="panel-slots" aside={<Legend />}>
          <SlotGrid slots={board.slots} />
        </Panel>
      </div>
      <p
        className={`smt-board__last ${last ? (VERDICT_TONE[last.verdict] ?? '') : 'muted'}`}
        data-testid="smt-last-step"
      >
        {last ? `${new Date(last.at).toLocaleTimeString(locale)} · ${feedingStepText(last, locale)}` : t('smt.waiting')}
      </p>
    </div>
  );
}

/** The newest step among the slots (a board opened after the scans still says what happened last). */
function latestSlotStep(slots: SmtSlot[]): (SmtSlot & { at: string }) | null {
  let best: SmtSlot | null = null;
  for (const s of slots)
    if (s.at !== null && s.message !== '' && (best === null || Date.parse(s.at) > Date.parse(best.at ?? ''))) best = s;
  return best && best.at !== null ? { ...best, at: best.at } : null;
}

function Legend() {
  const { t } = useTranslation();
  return (
    <span className="slot-legend">
      {(['ok', 'warning', 'failed', 'pending'] as const).map((s) => (
        <span key={s} className={`slot-legend__item slot--${s}`}>
          {t(`smt.state.${s}`)}
        </span>
      ))}
    </span>
  );
}
