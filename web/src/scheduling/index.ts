import { lazyScreen } from '../shell/lazy-screen';

/** product_mgt/production_scheduling/operation, loaded on first use. */
export const SchedulingPage = lazyScreen(() => import('./SchedulingPage'));
