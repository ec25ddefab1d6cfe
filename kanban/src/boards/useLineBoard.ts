import { useMemo } from 'react';
import { rooms, type LineHour, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useCallData } from '../components/useApiData';
import { mergeHours, type LineInfo, type OrderState } from '../live/board-model';
import { readHours, type OrderDetail } from '../live/kanban-data';
import { useRoom } from '../live/useRoom';
import { useOrderDetails } from './useOrderDetails';

export type LineBoardData = {
  line: LineInfo | null;
  hours: LineHour[];
  orders: OrderState[];
  details: Record<number, OrderDetail>;
  connected: boolean;
  lastUpdate: number | null;
  error: string | null;
  ready: boolean;
};

/** Hours asked once at start so "today" is whole (the room's snapshot holds the last 12); the room moves them after. */
export const BASELINE_HOURS = 24;

/** An order with the flow and the plan from its details where the room has none. */
export function withDetail(o: OrderState, d: OrderDetail | undefined): OrderState {
  if (!d) return o;
  return { ...o, info: o.info ?? d, steps: o.steps.length > 0 ? o.steps : d.steps };
}

// A line board's data: the line room (snapshot + deltas), the day's hours once, each order's flow once.
export function useLineBoard(lineId: number): LineBoardData {
  const room = useRoom(rooms.line(lineId));
  const baseline = useCallData(
    KANBAN_BOARD_CALLS.hourSeries,
    { product_line_id: lineId, hours: BASELINE_HOURS },
    readHours,
  );
  const roomOrders = room.data?.orders;
  const ids = useMemo(() => Object.keys(roomOrders ?? {}).map(Number), [roomOrders]);
  const details = useOrderDetails(ids);
  const hours = useMemo(
    () => mergeHours(baseline.data ?? [], room.data?.hours ?? []),
    [baseline.data, room.data?.hours],
  );
  const orders = useMemo(
    () => Object.values(roomOrders ?? {}).map((o) => withDetail(o, details[o.id])),
    [roomOrders, details],
  );
  return {
    line: room.data?.line ?? null,
    hours,
    orders,
    details,
    connected: room.connected,
    lastUpdate: room.lastUpdate,
    error: room.error,
    ready: room.data !== null,
  };
}
