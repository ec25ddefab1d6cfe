import { useTranslation } from 'react-i18next';
import { WorkOrderStatus, type Locale } from '@mes/contracts';
import type { OrderState } from '../../live/board-model';
import type { OrderDetail } from '../../live/kanban-data';
import { progressOf } from '../../live/metrics';
import { ProgressBar } from './ProgressBar';

function when(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleString(locale, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** One order's progress: the big bar, its status, product, started and failed counts, the plan's end. */
export function OrderProgress({ order, detail }: { order: OrderState; detail: OrderDetail | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const facts: [string, string][] = [
    [t('board.status'), WorkOrderStatus.label(order.info?.status ?? 0, locale)],
    [t('board.product'), detail?.product ? `${detail.product.fname} ${detail.product.fnumber}` : '—'],
    [t('board.started'), String(order.progress.started)],
    [t('board.failedSn'), String(order.progress.failed)],
    [t('board.planEnd'), when(detail?.plan_end_at ?? null, locale)],
    [t('board.lastReport'), when(order.progress.last_report_at, locale)],
  ];
  return (
    <div className="order-progress" data-testid="order-progress">
      <div className="order-progress__head">
        <span className="order-progress__count num" data-testid="order-finished">
          {order.progress.finished} <span className="muted">/ {order.info?.fqty ?? '—'}</span>
        </span>
      </div>
      <ProgressBar value={progressOf(order)} big label={t('board.progress')} testId="order-progress-bar" />
      <dl className="facts">
        {facts.map(([k, v]) => (
          <div key={k} className="facts__item">
            <dt>{k}</dt>
            <dd className="ellipsis">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
