import { useEffect } from 'react';

export type ResourceEvent = { topic: string; action: string; id: number | null; payload: unknown };

/**
 * Live refresh on `<resource>.<action>` socket events. The socket comes with the realtime issue; until then this is
 * a no-op, and the screens already call it so that only this hook has to change.
 */
export function useResourceEvents(name: string, onEvent: (e: ResourceEvent) => void): void {
  useEffect(() => {
    void name;
    void onEvent;
    return undefined;
  }, [name, onEvent]);
}
