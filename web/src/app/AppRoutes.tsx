import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LEGACY_REDIRECTS, ROUTES, flattenRoutes } from '../routes';
import { RequireAuth } from '../shell/RequireAuth';
import { LegacyRedirect } from './LegacyRedirect';
import { RouteElement } from './RouteElement';

// Every route of the table, flat: the open ones (login, logout, redirect) on their own, the others inside the
// layout behind the login guard.
export function AppRoutes() {
  const flat = useMemo(() => flattenRoutes(ROUTES), []);
  const open = flat.filter((r) => r.public);
  const guarded = flat.filter((r) => !r.public);
  return (
    <Routes>
      {open.map((r) => (
        <Route key={r.fullPath} path={r.fullPath} element={<RouteElement route={r} />} />
      ))}
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/home" replace />} />
        {guarded.map((r) => (
          <Route key={r.fullPath} path={r.fullPath} element={<RouteElement route={r} />} />
        ))}
        {LEGACY_REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} element={<LegacyRedirect />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
