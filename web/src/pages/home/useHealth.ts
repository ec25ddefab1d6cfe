import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@mes/contracts';
import { ApiError, getJson, type FailureKind } from '@mes/client';
import { parseHealth, type HealthReport } from './health';

export const HEALTH_POLL_MS = 30_000;

export type HealthState =
  | { kind: 'loading' }
  | { kind: 'ready'; report: HealthReport; checkedAt: Date }
  | { kind: 'error'; code: HealthFailure; status?: number; checkedAt: Date };

/** Why the health page could not be read: the translation key suffix (health.errors.<code>). */
export type HealthFailure = Exclude<FailureKind, 'server'>;

// Reads /api/health now, on demand and every 30 s; an older answer never overwrites a newer one.
export function useHealth(): { state: HealthState; refreshing: boolean; refresh: () => void } {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const current = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRefreshing(true);
    getJson('/api/health', { signal: controller.signal })
      .then((body) => {
        if (current.current !== controller) return;
        setState({ kind: 'ready', report: parseHealth(body), checkedAt: new Date() });
      })
      .catch((err: unknown) => {
        if (current.current !== controller) return;
        const e = err instanceof ApiError ? err : new ApiError(ErrorCode.API_ERROR, 'network error', null, 'network');
        setState({
          kind: 'error',
          code: e.kind === 'server' ? 'invalid' : e.kind,
          status: e.status,
          checkedAt: new Date(),
        });
      })
      .finally(() => {
        if (current.current === controller) setRefreshing(false);
      });
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, HEALTH_POLL_MS);
    return () => {
      clearInterval(timer);
      current.current?.abort();
      current.current = null;
    };
  }, [refresh]);

  return { state, refreshing, refresh };
}
