import type { ResourceRecord } from '../resources/resource-api';
import { lazyScreen } from '../shell/lazy-screen';
import './i18n';

/** A number policy's panel (rule, rule editor, preview, build), loaded on first use. */
export const PolicyPanel = lazyScreen<{
  kind: 'sn' | 'bn';
  record: ResourceRecord;
  onSaved: (next: ResourceRecord) => void;
}>(() => import('./PolicyPanel'));
