import { useMemo } from 'react';
import { KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useTranslation } from 'react-i18next';
import { viewportUnit } from '../boards/panels/chart-theme';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { useBoxSize } from '../components/useBoxSize';
import { UserActions } from '../components/UserActions';
import { readWip } from '../live/kanban-data';
import { liveWip, unknownOrders } from '../live/live-rows';
import { useLineRooms } from '../live/useRooms';
import { OrderStagesPanel } from './OrderStagesPanel';
import { useListRefresh } from './useListRefresh';
import { usePaged } from './usePaged';

/** 在制品: the followed orders by WIP stage (stat order WIP), then the WIP of every working order per station of its
 * flow; both live from the line rooms. */
export function OrderWipScreen() {
  const { t } = useTranslation();
  const list = useCallData(KANBAN_BOARD_CALLS.orderWip, {}, readWip);
  const lineIds = useMemo(() => [...new Set((list.data ?? []).map((w) => w.product_line_id))], [list.data]);
  const lines = useLineRooms(lineIds);
  const rows = useMemo(() => (list.data ?? []).map((w) => liveWip(w, lines[w.product_line_id])), [list.data, lines]);
  useListRefresh(
    list.reload,
    list.data !== null &&
      unknownOrders(
        rows.map((r) => r.worder_id),
        Object.values(lines),
      ).length > 0,
  );
  const box = useBoxSize<HTMLDivElement>();
  const u = viewportUnit();
  const paged = usePaged(rows, box.height / (9.6 * u));

  let body;
  if (list.error && !list.data) body = <ErrorState error={list.error} />;
  else if (!list.data) body = <LoadingState />;
  else if (rows.length === 0) body = <EmptyState title={t('lists.noWip')} hint={t('lists.noOrdersHint')} />;
  else {
    body = (
      <ul className="wip-list" data-testid="wip-list">
        {paged.rows.map((w) => (
          <li key={w.worder_id} className="wip-row" data-testid={`wip-${w.worder_id}`}>
            <div className="wip-row__order">
              <strong className="ellipsis">{w.fbillno}</strong>
              <span className="muted ellipsis">{w.product?.fname ?? ''}</span>
              <span className="wip-row__total">
                {t('board.wip')} <b data-testid={`wip-total-${w.worder_id}`}>{w.wip}</b>
              </span>
            </div>
            <ol className="wip-row__flow">
              {w.stations.map((s) => (
                <li key={s.station_id} className={s.wip > 0 ? 'wip-step wip-step--busy' : 'wip-step'}>
                  <span className="wip-step__name ellipsis">{s.fname || s.fnumber}</span>
                  <span className="wip-step__n">{s.wip}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScreenFrame testId="kanban-order-wip" title={t('titles.orderWip')} fill actions={<UserActions />}>
      <OrderStagesPanel news={lines} />
      <div className="list-area" ref={box.ref}>
        {body}
        {paged.pages > 1 && (
          <div className="pager">
            {paged.page + 1} / {paged.pages}
          </div>
        )}
      </div>
    </ScreenFrame>
  );
}
