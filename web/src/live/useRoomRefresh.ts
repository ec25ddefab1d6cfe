import { useEffect, useRef } from 'react';
import type { RoomDelta } from '@mes/contracts';
import { useLiveRooms } from './useLiveRooms';

/**
 * Reads a screen's data again when a delta of `room` concerns it (`accept`), at most once per `delayMs` for a burst.
 * Deltas missed while the socket was away are caught up (the room client rejoins with its last seq); when the server
 * no longer holds them it sends a new snapshot, and the screen reads everything again. No room, no subscription.
 */
export function useRoomRefresh(
  room: string | null,
  accept: (delta: RoomDelta) => boolean,
  refresh: () => void,
  delayMs = 100,
): void {
  useRoomsRefresh(room === null ? [] : [room], accept, refresh, delayMs);
}

/** The same over several rooms (a chart's stations, every line): one read for a burst in any of them. */
export function useRoomsRefresh(
  roomNames: readonly string[],
  accept: (delta: RoomDelta) => boolean,
  refresh: () => void,
  delayMs = 100,
): void {
  const { client } = useLiveRooms();
  const latest = useRef({ accept, refresh });
  latest.current = { accept, refresh };
  const key = [...new Set(roomNames)].sort().join('|');
  useEffect(() => {
    if (key === '' || !client) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const offs = key.split('|').map((room) =>
      client.watch(room, {
        resync: () => latest.current.refresh(),
        delta: (delta) => {
          if (!latest.current.accept(delta) || timer) return;
          timer = setTimeout(() => {
            timer = null;
            latest.current.refresh();
          }, delayMs);
        },
      }),
    );
    return () => {
      for (const off of offs) off();
      if (timer) clearTimeout(timer);
    };
  }, [client, key, delayMs]);
}
