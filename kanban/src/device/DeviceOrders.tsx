import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus, type Locale, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { ProgressBar } from '../boards/panels/ProgressBar';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { readOrderList } from '../live/kanban-data';
import { liveOrder, unknownOrders } from '../live/live-rows';
import { percent } from '../live/metrics';
import { useLineRooms } from '../live/useRooms';
import { useListRefresh } from '../lists/useListRefresh';
import { SmtOrderList } from './DeviceSmt';
import { DeviceFrame } from './DeviceFrame';

/** worder_list: the orders under test (working and paused), as cards with their numbers live. */
export function DeviceOrders() {
  const { t, i18n } = useTranslation();
  const list = useCallData(KANBAN_BOARD_CALLS.orders, {}, readOrderList);
  const lines = useLineRooms(
    useMemo(() => [...new Set((list.data ?? []).map((o) => o.product_line_id ?? 0))], [list.data]),
  );
  const rows = useMemo(
    () => (list.data ?? []).map((o) => liveOrder(o, lines[o.product_line_id ?? 0])),
    [list.data, lines],
  );
  useListRefresh(
    list.reload,
    list.data !== null &&
      unknownOrders(
        rows.map((r) => r.id),
        Object.values(lines),
      ).length > 0,
  );
  let body;
  if (list.error && !list.data) body = <ErrorState error={list.error} />;
  else if (!list.data) body = <LoadingState />;
  else if (rows.length === 0) body = <EmptyState title={t('lists.noOrders')} />;
  else {
    body = rows.map((o) => (
      <article key={o.id} className="card" data-testid={`device-order-${o.id}`}>
        <header className="card__head">
          <strong>{o.fbillno}</strong>
          <span className="muted">{WorkOrderStatus.label(o.status, i18n.language as Locale)}</span>
        </header>
        <p className="card__line muted">
          {o.product?.fname ?? ''} · {o.product_line?.fname ?? ''}
        </p>
        <ProgressBar value={o.fqty > 0 ? Math.min(1, o.finished / o.fqty) : null} />
        <dl className="card__stats">
          <div>
            <dt>{t('board.finished')}</dt>
            <dd>
              {o.finished}/{o.fqty}
            </dd>
          </div>
          <div>
            <dt>{t('board.pass')}</dt>
            <dd className="good">{o.pass}</dd>
          </div>
          <div>
            <dt>{t('board.fail')}</dt>
            <dd className={o.fail > 0 ? 'bad' : ''}>{o.fail}</dd>
          </div>
          <div>
            <dt>{t('board.fpy')}</dt>
            <dd>{percent(o.fpy)}</dd>
          </div>
          <div>
            <dt>{t('board.wip')}</dt>
            <dd>{o.wip}</dd>
          </div>
        </dl>
      </article>
    ));
  }
  return (
    <DeviceFrame testId="device-worder-list" title={t('device.worder_list')}>
      {body}
    </DeviceFrame>
  );
}

export function DeviceSmtOrders() {
  const { t } = useTranslation();
  return (
    <DeviceFrame testId="device-smt-order-list" title={t('device.smt_order_list')}>
      <SmtOrderList />
    </DeviceFrame>
  );
}
