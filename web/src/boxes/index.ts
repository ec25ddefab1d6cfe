import { lazyScreen } from '../shell/lazy-screen';

/** product_mgt/box_items, loaded on first use. */
export const BoxItemsPage = lazyScreen(() => import('./BoxItemsPage'));
