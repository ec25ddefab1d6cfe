import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { apiCall } from '@mes/client';
import { ReportSender } from './report-sender';
import { ScanQueue, type KeyedBody, type QueueOptions } from './scan-queue';
import type { Outcome, PendingScan, ReportAnswer, ReportBody } from './work.types';

/** A station report answers in milliseconds; past this the scan is kept and sent again with its key. */
export const REPORT_TIMEOUT_MS = 6000;
export const RETRY_MS = 5000;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * The report sender of the station PC with its offline queue: sent in order, kept while the network is away, sent
 * again when the browser is back online and every RETRY_MS while something waits. The packing and binding stations
 * pass their own queue (storage key and body check) and answer type.
 */
export function useReportSender<B extends KeyedBody = ReportBody, A = ReportAnswer>(
  onLate: (scan: PendingScan<B>, outcome: Outcome<A>) => void,
  queueOptions?: QueueOptions<B>,
) {
  const lateRef = useRef(onLate);
  lateRef.current = onLate;
  const storageKey = queueOptions?.storageKey;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one queue per storage key: the options object may be new on every render
  const queue = useMemo(() => new ScanQueue<B>(browserStorage(), queueOptions), [storageKey]);
  const sender = useMemo(
    () =>
      new ReportSender<B, A>({
        queue,
        online: isOnline,
        transport: (call, body) => apiCall<A>(call, body, { quiet: true, timeoutMs: REPORT_TIMEOUT_MS }),
        onLate: (scan, outcome) => lateRef.current(scan, outcome),
      }),
    [queue],
  );
  const size = useSyncExternalStore(
    (fn) => queue.subscribe(fn),
    () => queue.size,
  );
  const [online, setOnline] = useState(isOnline);

  useEffect(() => {
    const drain = () => {
      if (queue.size > 0) void sender.drain();
    };
    const up = () => {
      setOnline(true);
      drain();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(drain, RETRY_MS);
    drain();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [queue, sender]);

  return { sender, queued: size, online };
}
