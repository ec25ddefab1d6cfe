import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { META } from '@mes/contracts';
import { callApi } from '@mes/client';
import { useSession } from '../session';
import { parseCalls, parseResources, type Meta } from './meta';

export type MetaState =
  | { status: 'loading'; meta: null; retry: () => void }
  | { status: 'ready'; meta: Meta; retry: () => void }
  | { status: 'error'; meta: null; retry: () => void };

const MetaContext = createContext<MetaState>({ status: 'loading', meta: null, retry: () => undefined });

// The resource and call descriptions, read once per signed-in user and shared by every generic screen and button.
export function MetaProvider({ children }: { children: ReactNode }) {
  const { session, loggedIn } = useSession();
  const userId = loggedIn ? (session.user?.id ?? null) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; meta: Meta | null }>({
    status: 'loading',
    meta: null,
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    setState({ status: 'loading', meta: null });
    Promise.all([callApi(META.resources, {}), callApi(META.routes, {})])
      .then(([resources, calls]) => {
        if (live)
          setState({ status: 'ready', meta: { resources: parseResources(resources), calls: parseCalls(calls) } });
      })
      .catch(() => {
        if (live) setState({ status: 'error', meta: null });
      });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const value = (
    state.status === 'ready' && state.meta
      ? { status: 'ready', meta: state.meta, retry }
      : { status: state.status === 'ready' ? 'loading' : state.status, meta: null, retry }
  ) as MetaState;
  return <MetaContext.Provider value={value}>{children}</MetaContext.Provider>;
}

export function useMeta(): MetaState {
  return useContext(MetaContext);
}
