import { Navigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath } from '../../session';

/**
 * /user/redirect?redirect=<path>: opens the path anew (a tab's "reload" goes through here, so the screen remounts).
 * Only local paths are followed.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={afterLoginPath(params.get('redirect') ?? params.get('path'))} replace />;
}
