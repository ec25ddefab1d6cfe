import { lazyScreen } from '../shell/lazy-screen';

/** The feeder list's slots panel, loaded on first use. */
export const FeederSlotsPanel = lazyScreen<{ id: number; checked: boolean }>(() => import('./FeederSlotsPanel'));
