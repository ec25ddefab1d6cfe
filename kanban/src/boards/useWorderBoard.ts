import { useMemo } from 'react';
import { rooms, type LineHour, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useCallData } from '../components/useApiData';
import { mergeHours, type OrderState } from '../live/board-model';
import { readOrderDetail, type OrderDetail } from '../live/kanban-data';
import { useRoom } from '../live/useRoom';
import { BASELINE_HOURS, withDetail } from './useLineBoard';

export type WorderBoardData = {
  order: OrderState | null;
  detail: OrderDetail | null;
  /** the hours of the order's line */
  hours: LineHour[];
  connected: boolean;
  error: string | null;
  ready: boolean;
};

// A worder board's data: the order's room, and once its details (product, flow, its line's recent hours).
export function useWorderBoard(worderId: number): WorderBoardData {
  const room = useRoom(rooms.worder(worderId));
  const detail = useCallData(
    KANBAN_BOARD_CALLS.orderAlias,
    { worder_id: worderId, hours: BASELINE_HOURS },
    readOrderDetail,
  );
  const d = detail.data ?? null;
  const order = useMemo(() => (room.data ? withDetail(room.data.order, d ?? undefined) : null), [room.data, d]);
  const hours = useMemo(() => mergeHours(d?.hours ?? [], room.data?.hours ?? []), [d, room.data?.hours]);
  const missing = room.data !== null && room.data.order.info === null && !d;
  return {
    order,
    detail: d,
    hours,
    connected: room.connected,
    error: room.error ?? (missing && detail.error ? detail.error.msg : null),
    ready: room.data !== null,
  };
}
