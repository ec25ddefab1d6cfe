import { useEffect, useRef } from 'react';
import { rooms } from '@mes/contracts';
import { useLiveRooms } from '../live/useLiveRooms';

/**
 * Reads a chart again when a report lands at one of its stations ('reports.applied': its points are made in the same
 * transaction) or an SPC alarm is raised or released there ('spc.alarm'); a burst reads once, missed deltas (a new
 * snapshot) read too.
 */
export function useChartLive(stationIds: readonly number[], refresh: () => void, delayMs = 300): void {
  const { client } = useLiveRooms();
  const latest = useRef(refresh);
  latest.current = refresh;
  const key = [...new Set(stationIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!client || key === '') return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const later = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        latest.current();
      }, delayMs);
    };
    const offs = key.split(',').map((id) =>
      client.watch(rooms.station(id), {
        resync: later,
        delta: (d) => {
          if (d.event === 'reports.applied' || d.event === 'spc.alarm') later();
        },
      }),
    );
    return () => {
      for (const off of offs) off();
      if (timer) clearTimeout(timer);
    };
  }, [client, key, delayMs]);
}
