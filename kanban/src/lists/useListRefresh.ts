import { useEffect, useRef } from 'react';
import { useConnection } from '../live/useRoom';

export const REFETCH_MIN_MS = 5_000;

/**
 * A list fetched once is fetched again when the socket comes back (it may have missed orders) or when its rooms
 * show an order it does not list (`stale`), at most every REFETCH_MIN_MS. No timer polls it.
 */
export function useListRefresh(reload: () => void, stale: boolean): void {
  const status = useConnection();
  const wasDown = useRef(false);
  const last = useRef(0);
  const ref = useRef(reload);
  ref.current = reload;
  useEffect(() => {
    if (status === 'offline') wasDown.current = true;
    if (status === 'connected' && wasDown.current) {
      wasDown.current = false;
      last.current = Date.now();
      ref.current();
    }
  }, [status]);
  useEffect(() => {
    if (!stale) return undefined;
    const wait = Math.max(0, last.current + REFETCH_MIN_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      ref.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [stale]);
}
