import { useCallback, useEffect, useRef, useState } from 'react';
import {
  WorkOrderStatus,
  rooms,
  type ReportsDelta,
  type StationCounters,
  type WorderProgress,
  type WorderSnapshot,
} from '@mes/contracts';
import { apiCall, type RoomClient } from '@mes/client';
import type { Notify } from './notices';
import type { WorkStation } from './work.types';

export type OrderRow = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_id: number | null;
  product_line_id: number;
};
export type OrderLive = { order: OrderRow | null; progress: WorderProgress | null; here: StationCounters | null };
/** The worder room's snapshot, its order read as the station screen needs it. */
type Snapshot = Omit<WorderSnapshot, 'worder'> & { worder: OrderRow | null };

const newer = <T extends { rev: number }>(old: T | null, rows: readonly T[]): T | null =>
  rows.reduce<T | null>((best, r) => (best === null || r.rev > best.rev ? r : best), old);

/**
 * The order the station works on (the one of its last report, else the newest working order of its line): its
 * progress and this station's counters from the room worder:<id> (highest rev per row), its status refetched when
 * resource:worder says it changed, with a notice when it stops or starts again.
 */
export function useOrderLive(socket: RoomClient | null, wanted: number | null, station: WorkStation, notify: Notify) {
  const [fallback, setFallback] = useState<number | null>(null);
  const [live, setLive] = useState<OrderLive>({ order: null, progress: null, here: null });
  const lastStatus = useRef<number | null>(null);
  const id = wanted ?? fallback;

  useEffect(() => {
    if (wanted !== null) return;
    const filter = `product_line_id:${station.product_line_id} status:${WorkOrderStatus.WORKING} sort:id-desc ps:1`;
    apiCall<{ list: { id: number }[] }>('product_mgt/worder/list', { filter }, { quiet: true }).then(
      (a) => setFallback(a.list[0]?.id ?? null),
      () => undefined,
    );
  }, [wanted, station.product_line_id]);

  const statusSeen = useCallback(
    (order: OrderRow) => {
      const before = lastStatus.current;
      lastStatus.current = order.status;
      if (before === null || before === order.status) return;
      if (order.status !== WorkOrderStatus.WORKING)
        notify({ tone: 'error', key: 'notice.orderStopped', params: { fbillno: order.fbillno }, status: order.status });
      else notify({ tone: 'success', key: 'notice.orderWorking', params: { fbillno: order.fbillno } });
    },
    [notify],
  );

  const refresh = useCallback(async () => {
    if (id === null) return;
    const order = await apiCall<OrderRow>('product_mgt/worder', { id }, { quiet: true }).catch(() => null);
    if (!order) return;
    setLive((l) => ({ ...l, order }));
    statusSeen(order);
  }, [id, statusSeen]);

  useEffect(() => {
    lastStatus.current = null;
    setLive({ order: null, progress: null, here: null });
    if (!socket || id === null) return undefined;
    const offOrder = socket.watch(rooms.worder(id), {
      snapshot: (data) => {
        const s = data as Snapshot;
        const here = s.stations.find((r) => r.station_id === station.id) ?? null;
        setLive({ order: s.worder, progress: s.progress, here });
        if (s.worder) statusSeen(s.worder);
      },
      delta: (d) => {
        if (d.event !== 'reports.applied') return;
        const r = d.data as ReportsDelta;
        setLive((l) => ({
          ...l,
          progress: newer(
            l.progress,
            r.progress.filter((p) => p.worder_id === id),
          ),
          here: newer(
            l.here,
            r.stations.filter((c) => c.worder_id === id && c.station_id === station.id),
          ),
        }));
      },
    });
    const offStatus = socket.watch(rooms.resource('worder'), {
      delta: (d) => {
        if (d.event === 'resource.changed' && (d.data as { id: number }).id === id) void refresh();
      },
    });
    return () => {
      offOrder();
      offStatus();
    };
  }, [socket, id, station.id, refresh, statusSeen]);

  return { ...live, orderId: id, refresh };
}
