import { useCallback, useSyncExternalStore } from 'react';
import type { RoomClient } from '@mes/client';
import { useLocalSnapshot } from '../session';
import { liveRooms } from './live-rooms';

const noop = () => undefined;

/** The back office's room client (null when nobody is signed in) and whether its socket is up. */
export function useLiveRooms(): { client: RoomClient | null; connected: boolean } {
  useLocalSnapshot(); // re-rendered when another user signs in, who gets a client of their own
  const client = liveRooms.current();
  const subscribe = useCallback((fn: () => void) => (client ? client.onStatus(fn) : noop), [client]);
  const status = useSyncExternalStore(subscribe, () => client?.getStatus() ?? 'offline');
  return { client, connected: status === 'connected' };
}
