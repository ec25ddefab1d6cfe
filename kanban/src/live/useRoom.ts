import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { RoomDataOf } from './board-model';
import { type ConnectionStatus, type RoomClient, type RoomEntry } from '@mes/client';

export const RoomClientContext = createContext<RoomClient | null>(null);

const noop = () => undefined;

export function useRoomClient(): RoomClient | null {
  return useContext(RoomClientContext);
}

/** The socket's state: 'offline' drives the corner marker. No client (nobody to connect as) counts as offline. */
export function useConnection(): ConnectionStatus {
  const client = useRoomClient();
  const subscribe = useCallback((fn: () => void) => (client ? client.onStatus(fn) : noop), [client]);
  return useSyncExternalStore(subscribe, () => client?.getStatus() ?? 'offline');
}

export type RoomView<T> = {
  data: T | null;
  connected: boolean;
  /** client time (ms) of the last change */
  lastUpdate: number | null;
  /** the server refused the room */
  error: string | null;
};

/** Joins a room while mounted: its data (snapshot then deltas), whether the socket is up and when data last moved. */
export function useRoom<R extends string>(room: R | null): RoomView<RoomDataOf<R>> {
  const client = useRoomClient();
  const subscribe = useCallback(
    (fn: () => void) => (client && room ? client.subscribe(room, fn) : noop),
    [client, room],
  );
  const entry = useSyncExternalStore(subscribe, () => (client && room ? client.getEntry(room) : null)) as RoomEntry<
    RoomDataOf<R>
  > | null;
  const status = useConnection();
  return {
    data: entry?.data ?? null,
    connected: status === 'connected',
    lastUpdate: entry?.lastUpdate ?? null,
    error: entry?.error ?? null,
  };
}
