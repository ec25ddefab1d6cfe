import { useEffect, useRef } from 'react';
import { rooms } from '@mes/contracts';
import { liveSocket } from '../live/live-socket';

export type ResourceEvent = { topic: string; action: string; id: number | null; payload: unknown };

/**
 * Live refresh on `<resource>.<action>` events: the room `resource:<name>` carries a `resource.changed` delta after
 * every write of that resource (docs/events.md). Bursts are coalesced so a list refetches at most every 300 ms. After a
 * reconnect the handler runs once with action 'resync' (what changed meanwhile was not pushed).
 */
export function useResourceEvents(name: string, onEvent: (e: ResourceEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: ResourceEvent | null = null;
    const unsubscribe = liveSocket.subscribe(rooms.resource(name), (delta) => {
      if (delta.event !== 'resource.changed') return;
      const data = delta.data as { resource: string; action: string; id: number };
      last = { topic: `${data.resource}.${data.action}`, action: data.action, id: data.id || null, payload: data };
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        if (last) handler.current(last);
      }, 300);
    }, () => handler.current({ topic: `${name}.resync`, action: 'resync', id: null, payload: null }));
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [name]);
}
