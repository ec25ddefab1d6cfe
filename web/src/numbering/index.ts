import type { ResourceRecord } from '../resources/resource-api';
import { lazyScreen } from '../shell/lazy-screen';
import './i18n';

/** A number policy's panel (rule, preview, build), loaded on first use. */
export const PolicyPanel = lazyScreen<{ kind: 'sn' | 'bn'; record: ResourceRecord }>(() => import('./PolicyPanel'));

/** A number policy form's rule field: the parts editor with its live preview, loaded on first use. */
export const RuleField = lazyScreen<{
  value?: unknown;
  onChange?: (text: string | undefined) => void;
  disabled?: boolean;
  id?: string;
}>(() => import('./RuleField'));
