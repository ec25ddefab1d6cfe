import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BoxStatus, rooms } from '@mes/contracts';
import { apiCall } from '@mes/client';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState } from '../components/States';
import { UserActions } from '../components/UserActions';
import { useRoomClient } from '../live/useRoom';
import './package.css';

type Box = {
  id: number;
  fnumber: string;
  worder_id: number | null;
  worder?: { fbillno?: string } | null;
  status: number;
  fqty: number;
  capacity: number;
  weight: number | null;
};
type OrderBoxes = { worder_id: number; fbillno: string; boxes: Box[] };

const PACKING = [BoxStatus.WORKING, BoxStatus.WORKING_FINISHED] as number[];

/** The boxes being packed and packed (status 1, 2), read again whenever the room resource:box says one changed. */
function useLiveBoxes(worderId: number | null): Box[] | null {
  const client = useRoomClient();
  const [boxes, setBoxes] = useState<Box[] | null>(null);
  const load = useCallback(() => {
    const filter = `${worderId !== null ? `worder_id:${worderId} ` : ''}sort:id-desc ps:500`;
    apiCall<{ list: Box[] }>('product_mgt/box/list', { filter }, { quiet: true }).then(
      (a) => setBoxes(a.list.filter((b) => PACKING.includes(b.status))),
      () => setBoxes((old) => old ?? []),
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
  return boxes;
}

function byOrder(boxes: Box[]): OrderBoxes[] {
  const map = new Map<number, OrderBoxes>();
  for (const b of boxes) {
    if (b.worder_id === null) continue;
    const o = map.get(b.worder_id) ?? { worder_id: b.worder_id, fbillno: b.worder?.fbillno ?? '', boxes: [] };
    if (!o.fbillno) o.fbillno = b.fnumber.replace(/-B\d+$/, '');
    o.boxes.push(b);
    map.set(b.worder_id, o);
  }
  return [...map.values()];
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
  const boxes = useLiveBoxes(worderId);
  const orders = useMemo(() => byOrder(boxes ?? []), [boxes]);
  return (
    <ScreenFrame testId="kanban-package" title={t('titles.package')} fill actions={<UserActions />}>
      {boxes !== null && orders.length === 0 ? (
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
                  <span data-testid={`package-summary-${o.worder_id}`}>
                    {t('package.summary', { closed, boxes: o.boxes.length, units })}
                  </span>
                </header>
                <ul className="pkg-boxes">
                  {[...o.boxes]
                    .sort((a, b) => a.id - b.id)
                    .map((b) => (
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
