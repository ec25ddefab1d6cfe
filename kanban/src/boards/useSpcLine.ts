import { useEffect, useState } from 'react';
import { rooms, SPC_CALLS, type SpcAlarm, type SpcLinePanel } from '@mes/contracts';
import type { ApiError } from '@mes/client';
import { useCallData } from '../components/useApiData';
import { applySpcAlarm } from '../live/spc-model';
import { useRoomClient } from '../live/useRoom';

/** the points a sparkline shows */
export const SPARK_POINTS = 30;
/** reports move the sparklines: the panel is read again at most this often while they come */
export const SPARK_REFRESH_MS = 5_000;
/** an alarm's point: read soon, so that it shows with the alarm */
export const ALARM_REFRESH_MS = 300;

export type SpcLineView = { panel: SpcLinePanel | null; alarms: SpcAlarm[]; error: ApiError | null };

const readPanel = (d: unknown) => d as SpcLinePanel;

// The line's SPC panel (docs/spc.md, "On the boards"): read once (spc/spc_alarm/line, the screen's token or the
// user's), then the line room's spc.alarm deltas add and take away its alarms at once; an alarm reads the points
// again at once (its point shows with it), the line's reports at most every SPARK_REFRESH_MS; a rejoin after a gap
// reads everything.
export function useSpcLine(lineId: number): SpcLineView {
  const client = useRoomClient();
  const read = useCallData(SPC_CALLS.line, { product_line_id: lineId, points: SPARK_POINTS }, readPanel);
  const [alarms, setAlarms] = useState<SpcAlarm[]>([]);
  const { data, reload } = read;
  const watched = (data?.characteristics.length ?? 0) > 0;
  useEffect(() => {
    if (data) setAlarms(data.alarms);
  }, [data]);
  useEffect(() => {
    if (!client || !Number.isInteger(lineId) || lineId <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let due = Infinity;
    const soon = (ms: number) => {
      if (timer && due <= Date.now() + ms) return;
      if (timer) clearTimeout(timer);
      due = Date.now() + ms;
      timer = setTimeout(() => {
        timer = null;
        reload();
      }, ms);
    };
    const off = client.watch(rooms.line(lineId), {
      delta: (d) => {
        if (d.event === 'spc.alarm') {
          setAlarms((list) => applySpcAlarm(list, d.data as SpcAlarm));
          soon(ALARM_REFRESH_MS);
        } else if (d.event === 'reports.applied' && watched) soon(SPARK_REFRESH_MS);
      },
      resync: reload,
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [client, lineId, reload, watched]);
  return { panel: data, alarms, error: read.error };
}
