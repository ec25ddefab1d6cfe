import { useEffect, useRef } from 'react';
import { rooms } from '@mes/contracts';
import { useLiveRooms } from '../live/useLiveRooms';

export type ResourceEvent = { topic: string; action: string; id: number | null; payload: unknown };

/**
 * Live refresh on `<resource>.<action>` events: the room `resource:<name>` carries a `resource.changed` delta after
 * every write of that resource (docs/events.md). Bursts are coalesced so a list refetches at most every 300 ms. Deltas
 * missed while offline are caught up; when the server could not keep them (a new snapshot after the first), the
 * handler runs once with action 'resync'.
 */
export function useResourceEvents(name: string, onEvent: (e: ResourceEvent) => void): void {
  const { client } = useLiveRooms();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!client) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: ResourceEvent | null = null;
    const resync = () => handler.current({ topic: `${name}.resync`, action: 'resync', id: null, payload: null });
    const unsubscribe = client.watch(rooms.resource(name), {
      resync,
      delta: (delta) => {
        if (delta.event !== 'resource.changed') return;
        const data = delta.data as { resource: string; action: string; id: number };
        last = { topic: `${data.resource}.${data.action}`, action: data.action, id: data.id || null, payload: data };
        if (timer) return;
        timer = setTimeout(() => {
          timer = null;
          if (last) handler.current(last);
        }, 300);
      },
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [client, name]);
}
