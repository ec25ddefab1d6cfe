import { lazyScreen } from '../shell/lazy-screen';
import type { ResourceRecord } from '../resources/resource-api';

/** The label design's layout editor and live preview, loaded on first use. */
export const LabelDesignPanel = lazyScreen<{ record: ResourceRecord }>(() => import('./LabelDesignPanel'));
