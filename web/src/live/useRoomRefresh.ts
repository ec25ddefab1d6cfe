import { useEffect, useRef } from 'react';
import type { RoomDelta } from '@mes/contracts';
import { liveSocket } from './live-socket';

/**
 * Reads a screen's data again when a delta of `room` concerns it (`accept`), at most once per `delayMs` for a burst,
 * and after the socket reconnects (deltas sent meanwhile are not replayed). No room, no subscription.
 */
export function useRoomRefresh(room: string | null, accept: (delta: RoomDelta) => boolean, refresh: () => void, delayMs = 100): void {
  const latest = useRef({ accept, refresh });
  latest.current = { accept, refresh };
  useEffect(() => {
    if (room === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = liveSocket.subscribe(room, (delta) => {
      if (!latest.current.accept(delta) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        latest.current.refresh();
      }, delayMs);
    }, () => latest.current.refresh());
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [room, delayMs]);
}
