import { useMemo } from 'react';
import { rooms, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useCallData } from '../components/useApiData';
import { BASELINE_HOURS } from '../boards/useLineBoard';
import { mergeHours } from '../live/board-model';
import { readHours } from '../live/kanban-data';
import { fpyOf, todayTotals, type Totals } from '../live/metrics';
import { useRoom } from '../live/useRoom';

export type LineToday = Totals & { fpy: number | null; wip: number; orders: number; ready: boolean };

/** A line's numbers of today, live: the line room, with the day's hours asked once. */
export function useLineToday(lineId: number, now: Date): LineToday {
  const room = useRoom(rooms.line(lineId));
  const baseline = useCallData(
    KANBAN_BOARD_CALLS.hourSeries,
    { product_line_id: lineId, hours: BASELINE_HOURS },
    readHours,
  );
  return useMemo(() => {
    const hours = mergeHours(baseline.data ?? [], room.data?.hours ?? []);
    const orders = Object.values(room.data?.orders ?? {});
    const counters = orders.flatMap((o) => Object.values(o.stations));
    return {
      ...todayTotals(hours, now),
      fpy: fpyOf(counters),
      wip: counters.reduce((n, c) => n + c.wip, 0),
      orders: orders.filter((o) => o.info === null || o.info.status === 2).length,
      ready: room.data !== null,
    };
  }, [baseline.data, room.data, now]);
}
