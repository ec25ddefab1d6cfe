import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../live/board-model';
import type { OrderDetail } from '../../live/kanban-data';
import { progressOf } from '../../live/metrics';
import { ProgressBar } from './ProgressBar';

type Props = { orders: OrderState[]; details: Record<number, OrderDetail>; max?: number };

/** The orders on the line with their progress (finished of planned), the most recently reporting first. */
export function OrdersPanel({ orders, details, max = 6 }: Props) {
  const { t } = useTranslation();
  if (orders.length === 0) return <p className="tile__empty">{t('board.noOrders')}</p>;
  const shown = [...orders]
    .sort(
      (a, b) =>
        (Date.parse(b.progress.last_report_at ?? '') || 0) - (Date.parse(a.progress.last_report_at ?? '') || 0) ||
        b.id - a.id,
    )
    .slice(0, max);
  return (
    <ul className="order-list" data-testid="order-list">
      {shown.map((o) => (
        <li key={o.id} className="order-list__row" data-testid={`order-row-${o.id}`}>
          <span className="order-list__name ellipsis">
            <strong>{o.info?.fbillno || `#${o.id}`}</strong>
            <span className="muted">{details[o.id]?.product?.fname ?? ''}</span>
          </span>
          <span className="order-list__count num">
            {o.progress.finished} / {o.info?.fqty ?? '—'}
          </span>
          <ProgressBar value={progressOf(o)} label={t('board.progress')} />
        </li>
      ))}
    </ul>
  );
}
