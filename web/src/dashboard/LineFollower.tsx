import { useRoomRefresh } from '../live/useRoomRefresh';

/** Follows one line's room; every delta there reads the dashboard again (bursts folded into one read per 500 ms). */
export function LineFollower({ lineId, onDelta }: { lineId: number; onDelta: () => void }) {
  useRoomRefresh(`line:${lineId}`, () => true, onDelta, 500);
  return null;
}
