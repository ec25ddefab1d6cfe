import { apiCall } from '@mes/client';
import { useCallback, useEffect, useState } from 'react';

/**
 * A details panel's data read by one call (quiet: a panel that cannot read shows nothing rather than an error), read
 * again by `reload`; `act` sends a call and reads again, answering null when it failed (the client showed the error).
 */
export function usePanelData<T>(path: string, body: object) {
  const [data, setData] = useState<T | null>(null);
  const key = JSON.stringify(body);
  const reload = useCallback(
    () =>
      void apiCall<T>(path, JSON.parse(key) as object, { quiet: true })
        .then(setData)
        .catch(() => undefined),
    [path, key],
  );
  useEffect(reload, [reload]);
  const act = useCallback(
    async <A = unknown>(call: string, extra: object = {}): Promise<A | null> => {
      try {
        return await apiCall<A>(call, { ...(JSON.parse(key) as object), ...extra });
      } catch {
        return null;
      } finally {
        reload();
      }
    },
    [key, reload],
  );
  return { data, reload, act };
}
