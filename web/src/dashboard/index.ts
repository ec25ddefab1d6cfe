import { lazyScreen } from '../shell/lazy-screen';

/** The supervisor dashboard (stat/dashboard, issue 18), loaded on first use. */
export const DashboardPage = lazyScreen(() => import('./DashboardPage'));
