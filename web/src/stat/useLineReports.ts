import { useEffect, useRef, useState } from 'react';
import { apiCall } from '@mes/client';
import { useLiveRooms } from '../live/useLiveRooms';

// Live statistics: the screen follows every line's room and reads its figures again when station reports were
// applied there (at most once a second for a burst). A resync (deltas lost) reads again too.
export function useLineReports(refresh: () => void, delayMs = 1000): boolean {
  const { client, connected } = useLiveRooms();
  const [lines, setLines] = useState<number[]>([]);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    apiCall<{ list: { id: number }[] }>('basicdata/product_line/list', { filter: 'ps:200' }, { quiet: true })
      .then((a) => setLines(a.list.map((l) => l.id)))
      .catch(() => setLines([]));
  }, []);
  useEffect(() => {
    if (!client || lines.length === 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const later = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        latest.current();
      }, delayMs);
    };
    const offs = lines.map((id) =>
      client.watch(`line:${id}`, {
        resync: later,
        delta: (d) => (d.event === 'reports.applied' ? later() : undefined),
      }),
    );
    return () => {
      offs.forEach((off) => off());
      if (timer) clearTimeout(timer);
    };
  }, [client, lines, delayMs]);
  return connected && lines.length > 0;
}
