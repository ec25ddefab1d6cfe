import { useEffect, useState } from 'react';
import { apiCall } from '@mes/client';
import { rooms, type RoomDelta } from '@mes/contracts';
import { useLiveRooms } from '../live/useLiveRooms';
import { useRoomsRefresh } from '../live/useRoomRefresh';

const applied = (d: RoomDelta): boolean => d.event === 'reports.applied';

// Live statistics: the screen follows every line's room and reads its figures again when station reports were
// applied there (at most once a second for a burst). A resync (deltas lost) reads again too.
export function useLineReports(refresh: () => void, delayMs = 1000): boolean {
  const { connected } = useLiveRooms();
  const [lines, setLines] = useState<number[]>([]);
  useEffect(() => {
    apiCall<{ list: { id: number }[] }>('basicdata/product_line/list', { filter: 'ps:200' }, { quiet: true })
      .then((a) => setLines(a.list.map((l) => l.id)))
      .catch(() => setLines([]));
  }, []);
  useRoomsRefresh(lines.map(rooms.line), applied, refresh, delayMs);
  return connected && lines.length > 0;
}
