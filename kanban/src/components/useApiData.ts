import { useCallback, useEffect, useRef, useState } from 'react';
import { callUrl, type CallDecl, type CallInput } from '@mes/contracts';
import { apiCall, asApiError, type ApiError, type CallOptions } from '@mes/client';

export type ApiData<T> = { data: T | null; error: ApiError | null; loading: boolean; reload: () => void };

/**
 * One call's answer, fetched when the key (path + body) changes and on reload(); the latest answer wins and an
 * unmounted screen aborts its call. `path` null waits.
 */
export function useApiData<T>(
  path: string | null,
  body: object = {},
  read: (data: unknown) => T,
  opts: Pick<CallOptions, 'ignoreInvalidToken'> = {},
): ApiData<T> {
  const key = path === null ? null : `${path} ${JSON.stringify(body)}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: ApiError | null; loading: boolean }>({
    key: null,
    data: null,
    error: null,
    loading: path !== null,
  });
  const [round, setRound] = useState(0);
  const args = useRef({ path, body, read, opts });
  args.current = { path, body, read, opts };
  useEffect(() => {
    const { path: p, body: b, read: r, opts: o } = args.current;
    if (p === null) return undefined;
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    apiCall<unknown>(p, b, { signal: abort.signal, ...o }).then(
      (data) => !abort.signal.aborted && setState({ key, data: r(data), error: null, loading: false }),
      (e) =>
        !abort.signal.aborted &&
        setState((s) => ({ key, data: s.key === key ? s.data : null, error: asApiError(e), loading: false })),
    );
    return () => abort.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : null,
    error: fresh ? state.error : null,
    loading: !fresh || state.loading,
    reload,
  };
}

/** useApiData of a declared call (contracts/src/calls): its body is typed by the declaration; `decl` null waits. */
export function useCallData<D extends CallDecl, T>(
  decl: D | null,
  body: CallInput<D>,
  read: (data: unknown) => T,
  opts: Pick<CallOptions, 'ignoreInvalidToken'> = {},
): ApiData<T> {
  return useApiData(decl === null ? null : callUrl(decl), body as object, read, opts);
}
