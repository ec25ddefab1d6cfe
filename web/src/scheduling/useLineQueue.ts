import { useCallback, useEffect, useRef, useState } from 'react';
import { rooms, SMT_SCHEDULING, type SchedulingTransition } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { readQueue, type QueueEntry } from './queue-data';

export type Transition = SchedulingTransition;

/** A line's queue and its changeover materials, read again on every 'scheduling.changed' of the room line:<id>. */
export function useLineQueue(lineId: number | null) {
  const [queue, setQueue] = useState<QueueEntry[]>([]);
  const [transitions, setTransitions] = useState<Transition[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  const reload = useCallback(async () => {
    if (lineId === null) return;
    const n = ++asked.current;
    setLoading(true);
    try {
      const [list, diff] = await Promise.all([
        apiCall<{ list: unknown[] }>(
          'product_mgt/production_scheduling/list',
          { filter: `product_line_id:${lineId} sort:position-asc has:smt_order has:worder ps:200` },
          { quiet: true },
        ),
        callApi(SMT_SCHEDULING.differential, { product_line_id: lineId }, { quiet: true }).catch(() => ({
          transitions: [] as Transition[],
        })),
      ]);
      if (n !== asked.current) return;
      setQueue(readQueue(list.list));
      setTransitions(diff.transitions ?? []);
    } catch {
      // shown as an empty queue; the next change reads again
    } finally {
      if (n === asked.current) setLoading(false);
    }
  }, [lineId]);

  useEffect(() => {
    setQueue([]);
    setTransitions([]);
    void reload();
  }, [reload]);
  useRoomRefresh(
    lineId === null ? null : rooms.line(lineId),
    (delta) => delta.event === 'scheduling.changed',
    () => void reload(),
  );

  return { queue, transitions, loading, reload };
}
