import { lazyScreen } from '../shell/lazy-screen';
import './i18n';

/** A number policy's panel (rule, preview, build), loaded on first use. */
export const PolicyPanel = lazyScreen<{
  kind: 'sn' | 'bn';
  record: import('../resources/resource-api').ResourceRecord;
}>(() => import('./PolicyPanel'));
