import { useEffect, useMemo, useState } from 'react';
import type { LineData } from './board-model';
import { useRoomClient } from './useRoom';

export const MAX_LIST_ROOMS = 20;

/**
 * Several rooms at once (a list over lines): their data by room, re-rendered when any moves. At most
 * MAX_LIST_ROOMS rooms are held, so a long list cannot open rooms without bound.
 */
export function useRooms(names: string[]): Record<string, unknown> {
  const client = useRoomClient();
  const key = [...new Set(names)].sort().slice(0, MAX_LIST_ROOMS).join('|');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!client || !key) return undefined;
    const offs = key.split('|').map((room) => client.subscribe(room, () => setVersion((v) => v + 1)));
    return () => offs.forEach((off) => off());
  }, [client, key]);
  return useMemo(() => {
    const out: Record<string, unknown> = {};
    if (client && key) for (const room of key.split('|')) out[room] = client.getEntry(room)?.data ?? null;
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the entries moved
  }, [client, key, version]);
}

/** The line rooms of some lines, as line data by line id. */
export function useLineRooms(lineIds: number[]): Record<number, LineData | null> {
  const data = useRooms(lineIds.filter((id) => id > 0).map((id) => `line:${id}`));
  return useMemo(() => {
    const out: Record<number, LineData | null> = {};
    for (const [room, d] of Object.entries(data)) out[Number(room.slice(5))] = d as LineData | null;
    return out;
  }, [data]);
}
