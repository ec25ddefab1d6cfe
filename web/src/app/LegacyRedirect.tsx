import { Navigate, useLocation } from 'react-router-dom';
import { legacyTarget } from '../routes';

/** An old path (001 §2) opens its new screen, keeping the query. */
export function LegacyRedirect() {
  const { pathname, search } = useLocation();
  const target = legacyTarget(pathname);
  return <Navigate to={`${target ?? '/home'}${search}`} replace />;
}
