import { lazyScreen } from '../shell/lazy-screen';

/** An order report's entries and attempts on its details screen, loaded on first use. */
export const OrderReportingPanel = lazyScreen<{ id: number }>(() => import('./OrderReportingPanel'));
