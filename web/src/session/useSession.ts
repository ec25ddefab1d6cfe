import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { grantsOf, hasAll, hasAny, isLoggedIn, meets, nowSeconds, type Grants, type Requirement } from '@mes/client';
import { sessionStore, type LocalSnapshot } from './session.store';

export function useLocalSnapshot(): LocalSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export function useSession() {
  const { session } = useLocalSnapshot();
  return { session, loggedIn: isLoggedIn(session, nowSeconds()) };
}

export type PermissionCheck = {
  grants: Grants;
  hasAny: (names: readonly string[]) => boolean;
  hasAll: (names: readonly string[]) => boolean;
  meets: (r: Requirement | undefined) => boolean;
};

/** Tests the user's roles and permission names (000 §6); the admin role holds every permission. */
export function usePermission(): PermissionCheck {
  const { session } = useLocalSnapshot();
  const grants = useMemo(() => grantsOf(session), [session]);
  const any = useCallback((names: readonly string[]) => hasAny(grants, names), [grants]);
  const all = useCallback((names: readonly string[]) => hasAll(grants, names), [grants]);
  const check = useCallback((r: Requirement | undefined) => meets(grants, r), [grants]);
  return { grants, hasAny: any, hasAll: all, meets: check };
}
