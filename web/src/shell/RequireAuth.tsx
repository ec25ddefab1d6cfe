import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginTargetFor, useSession } from '../session';
import { SessionKeeper } from './SessionKeeper';

/** Routes that need login (000 §2): an unauthenticated user goes to the login, carrying the path as redirect. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    const target = loginTargetFor(`${location.pathname}${location.search}`);
    if (target.external) {
      window.location.assign(target.url);
      return null;
    }
    return <Navigate to={target.url} replace />;
  }
  return (
    <>
      <SessionKeeper />
      {children}
    </>
  );
}
