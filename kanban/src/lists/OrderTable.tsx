import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WorkOrderStatus, type Locale, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { ProgressBar } from '../boards/panels/ProgressBar';
import { viewportUnit } from '../boards/panels/chart-theme';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { useBoxSize } from '../components/useBoxSize';
import { readOrderList } from '../live/kanban-data';
import { liveOrder, unknownOrders } from '../live/live-rows';
import { percent } from '../live/metrics';
import { useLineRooms } from '../live/useRooms';
import { useListRefresh } from './useListRefresh';
import { usePaged } from './usePaged';

type Props = { productLineId?: number; showLine?: boolean };

// The working and paused production orders (of one line, or all), their numbers live from the line rooms. The order
// number over its product take the room the numbers leave (issue 33, defect 6: the product was cut at 1280x720).
export function OrderTable({ productLineId, showLine = true }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const list = useCallData(
    KANBAN_BOARD_CALLS.orders,
    productLineId ? { product_line_id: productLineId } : {},
    readOrderList,
  );
  const lineIds = useMemo(
    () => (productLineId ? [productLineId] : [...new Set((list.data ?? []).map((o) => o.product_line_id ?? 0))]),
    [list.data, productLineId],
  );
  const lines = useLineRooms(lineIds);
  const rows = useMemo(
    () => (list.data ?? []).map((o) => liveOrder(o, lines[o.product_line_id ?? 0])),
    [list.data, lines],
  );
  const stale =
    list.data !== null &&
    unknownOrders(
      rows.map((r) => r.id),
      Object.values(lines),
    ).length > 0;
  useListRefresh(list.reload, stale);
  const box = useBoxSize<HTMLDivElement>();
  const u = viewportUnit();
  const paged = usePaged(rows, (box.height - 4.6 * u) / (4.6 * u));

  let body;
  if (list.error && !list.data) body = <ErrorState error={list.error} />;
  else if (!list.data) body = <LoadingState />;
  else if (rows.length === 0) body = <EmptyState title={t('lists.noOrders')} hint={t('lists.noOrdersHint')} />;
  else {
    body = (
      <table className="grid-table grid-table--list grid-table--names" data-testid="order-table">
        <thead>
          <tr>
            <th className="col-name">
              {t('board.order')} / {t('board.product')}
            </th>
            {showLine && <th>{t('board.line')}</th>}
            <th className="num">{t('board.planned')}</th>
            <th className="num">{t('board.finished')}</th>
            <th className="col-bar">{t('board.progressShort')}</th>
            <th className="num">{t('board.pass')}</th>
            <th className="num">{t('board.fail')}</th>
            <th className="num">{t('board.fpy')}</th>
            <th className="num">{t('board.wip')}</th>
            <th className="fit">{t('board.status')}</th>
          </tr>
        </thead>
        <tbody>
          {paged.rows.map((o) => (
            <tr key={o.id} data-testid={`order-${o.id}`}>
              <td className="col-name">
                <span className="order-list__name">
                  <Link to={`/worder/${o.id}`} className="ellipsis" data-testid="order-no">
                    {o.fbillno}
                  </Link>
                  <span className="muted ellipsis" data-testid="order-product">
                    {o.product?.fname ?? '—'}
                  </span>
                </span>
              </td>
              {showLine && (
                <td>
                  <span className="ellipsis order-table__line" data-testid="order-line">
                    {o.product_line?.fname ?? '—'}
                  </span>
                </td>
              )}
              <td className="num">{o.fqty}</td>
              <td className="num accent">{o.finished}</td>
              <td className="col-bar">
                <ProgressBar value={o.fqty > 0 ? Math.min(1, o.finished / o.fqty) : null} />
              </td>
              <td className="num good">{o.pass}</td>
              <td className={o.fail > 0 ? 'num bad' : 'num'}>{o.fail}</td>
              <td className="num">{percent(o.fpy)}</td>
              <td className="num">{o.wip}</td>
              <td className="fit">{WorkOrderStatus.label(o.status, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="list-area" ref={box.ref}>
      {body}
      {paged.pages > 1 && (
        <div className="pager" data-testid="pager">
          {paged.page + 1} / {paged.pages}
        </div>
      )}
    </div>
  );
}
