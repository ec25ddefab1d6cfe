import { lazyScreen } from '../shell/lazy-screen';
import type { ResourceRecord } from '../resources/resource-api';

/** A packaging plan's levels panel, loaded on first use. */
export const PackagingLevelsPanel = lazyScreen<{ record: ResourceRecord }>(() => import('./LevelsPanel'));
