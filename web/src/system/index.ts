import './i18n';
import { lazyScreen } from '../shell/lazy-screen';

/** system/global_settings and system/op_log (docs/system-pages.md). */
export const GlobalSettingsPage = lazyScreen(() => import('./GlobalSettingsPage'));
export const OpLogPage = lazyScreen(() => import('./OpLogPage'));
