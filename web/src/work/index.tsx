/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { lazyScreen } from '../shell/lazy-screen';
import { packingScreen } from '../packing-station';
import { screenOfPage } from './report-calls';
import { bindingModeOf } from '../binding-station/binding-calls';

// The shop-floor station screens (issue 8), by the page names of routes/work.routes.ts. RouteElement asks here first
// and shows "not yet available" for the names that are not built yet.

const StationScreen = lazyScreen(() => import('./StationScreen'));
const BindingStationScreen = lazyScreen(() => import('../binding-station/BindingStationScreen'));

/** The screen of a `page` route, or null when web/src/work does not build that page. */
export function workScreen(pageName: string, title: string): ReactNode | null {
  const config = screenOfPage(pageName);
  const binding = bindingModeOf(pageName);
  if (binding) return <BindingStationScreen key={pageName} mode={binding} title={title} />;
  return config ? <StationScreen key={pageName} config={config} title={title} /> : packingScreen(pageName, title);
}
