import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BoxStatus, KANBAN_BOARD_CALLS, rooms, type PackageOrder } from '@mes/contracts';
import { callApi } from '@mes/client';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState } from '../components/States';
import { UserActions } from '../components/UserActions';
import { useRoomClient } from '../live/useRoom';
import { boxesInView, type Box } from './package-boxes';
import './package.css';

type OrderBoxes = PackageOrder;

/** The orders being packed with their boxes (kanban/package/list), read again whenever resource:box says one changed. */
function useLiveBoxes(worderId: number | null): OrderBoxes[] | null {
  const client = useRoomClient();
  const [orders, setOrders] = useState<OrderBoxes[] | null>(null);
  const load = useCallback(() => {
    callApi(KANBAN_BOARD_CALLS.packages, worderId !== null ? { worder_id: worderId } : {}, {
      quiet: true,
    }).then(
      (a) => setOrders(a.list),
      () => setOrders((old) => old ?? []),
    );
  }, [worderId]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!client) return undefined;
    return client.watch(rooms.resource('box'), {
      resync: load,
      delta: (d) => {
        if (d.event === 'resource.changed') load();
      },
    });
  }, [client, load]);
  return orders;
}

function BoxTile({ box }: { box: Box }) {
  const { t } = useTranslation();
  const full = box.status === BoxStatus.WORKING_FINISHED;
  const pct = box.capacity > 0 ? Math.min(100, (Number(box.fqty) / box.capacity) * 100) : 0;
  return (
    <li
      className={full ? 'pkg-box pkg-box--full' : 'pkg-box'}
      data-testid={`pkg-box-${box.fnumber}`}
      data-status={box.status}
    >
      <div className="pkg-box__name ellipsis">{box.fnumber}</div>
      <div className="pkg-box__count">{`${Number(box.fqty)} / ${box.capacity}`}</div>
      <div className="pkg-box__bar">
        <span style={{ width: `${pct}%` }} />
      </div>
      <div className="pkg-box__state">
        {full ? t('package.closed') : t('package.packing')}
        {box.weight !== null ? ` · ${Number(box.weight)} kg` : ''}
      </div>
    </li>
  );
}

/** 包装工单: the orders being packed with their boxes filling and closing live; :id one order's boxes. */
export function PackageScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const worderId = id && /^\d+$/.test(id) ? Number(id) : null;
  const loaded = useLiveBoxes(worderId);
  const orders = loaded ?? [];
  return (
    <ScreenFrame testId="kanban-package" title={t('titles.package')} fill actions={<UserActions />}>
      {loaded !== null && orders.length === 0 ? (
        <EmptyState testId="package-empty" title={t('package.none')} hint={t('package.noneHint')} />
      ) : (
        <div className="pkg-orders" data-testid="package-orders">
          {orders.map((o) => {
            const closed = o.boxes.filter((b) => b.status === BoxStatus.WORKING_FINISHED).length;
            const units = o.boxes.reduce((n, b) => n + Number(b.fqty), 0);
            return (
              <section key={o.worder_id} className="pkg-order" data-testid={`package-order-${o.worder_id}`}>
                <header className="pkg-order__head">
                  <Link to={`/package/${o.worder_id}`} className="pkg-order__bill">
                    {o.fbillno}
                  </Link>
                  <span className="pkg-order__product">{o.product}</span>
                  <span data-testid={`package-summary-${o.worder_id}`}>
                    {t('package.summary', { closed, boxes: o.boxes.length, units })}
                  </span>
                </header>
                <ul className="pkg-boxes">
                  {boxesInView(o.boxes).map((b) => (
                    <BoxTile key={b.id} box={b} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </ScreenFrame>
  );
}
