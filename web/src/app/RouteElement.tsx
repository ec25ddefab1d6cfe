import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useTitle } from '../layout/useTitle';
import { ExternalRedirect } from '../pages/ExternalRedirect';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { HomePage } from '../pages/home/HomePage';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { PAGES } from './pages';
import { LoginPage } from '../pages/user/LoginPage';
import { LogoutPage } from '../pages/user/LogoutPage';
import { RedirectPage } from '../pages/user/RedirectPage';
import { SettingsPage } from '../pages/user/SettingsPage';
import { ResourceScreen } from '../resources/ResourceScreen';
import type { FlatRoute, ShellScreenId } from '../routes';
import { usePermission } from '../session';
import { feedingScreen } from '../smt-feeding';
import { workScreen } from '../work';

const SHELL: Record<ShellScreenId, () => ReactNode> = {
  home: () => <HomePage />,
  settings: () => <SettingsPage />,
  login: () => <LoginPage />,
  logout: () => <LogoutPage />,
  redirect: () => <RedirectPage />,
};

// What one route of the table shows: its redirect, its kanban link, or its screen behind its permission guard.
export function RouteElement({ route }: { route: FlatRoute }) {
  const { node } = route;
  const { t } = useTranslation();
  const translate = useTitle();
  const { meets } = usePermission();
  const title = translate(node.title);
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = `${title} - ${t('app.title')}`;
  }, [title, t]);
  // the path whose screen is on view (committed): what a test or a tool waits for after a client-side move
  useEffect(() => {
    document.documentElement.dataset.route = pathname;
  }, [pathname]);

  if (node.href) return <ExternalRedirect href={node.href} />;
  if (!node.screen) return node.redirect ? <Navigate to={node.redirect} replace /> : <NotAvailablePage title={title} />;
  if (!route.public && !route.requires.every((r) => meets(r))) return <ForbiddenPage title={title} />;
  const screen = node.screen;
  switch (screen.kind) {
    case 'shell':
      return <>{SHELL[screen.id]()}</>;
    case 'page': {
      // the handheld's screens live in the kanban app, served at the same address: a full page load opens them
      if (screen.name.startsWith('device_display/'))
        return <ExternalRedirect href={`${window.location.pathname}${window.location.search}`} />;
      const Page = PAGES[screen.name];
      return Page ? (
        <Page />
      ) : (
        (workScreen(screen.name, title) ?? feedingScreen(screen.name) ?? <NotAvailablePage title={title} />)
      );
    }
    default:
      return <ResourceScreen route={route} screen={screen} title={title} />;
  }
}
