import { lazyScreen } from '../shell/lazy-screen';

/** stock_mgt/barcode_track and stock_mgt/icitem_track, loaded on first use. */
export const BarcodeTrackPage = lazyScreen(() => import('./BarcodeTrackPage'));
export const IcitemTrackPage = lazyScreen(() => import('./IcitemTrackPage'));
