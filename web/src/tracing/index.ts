import { lazyScreen } from '../shell/lazy-screen';

/** The product collection and tracing screens (issue 18), loaded on first use. */
export const StationLogListPage = lazyScreen(() => import('./StationLogListPage'));
export const ProductItemListPage = lazyScreen(() => import('./ProductItemListPage'));
export const ProductTrackPage = lazyScreen(() => import('./ProductTrackPage'));
