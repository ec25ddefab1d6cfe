import './i18n';
import { lazyScreen } from '../shell/lazy-screen';

/** cfx/monitor: machine links and the message log. */
export const CfxMonitorPage = lazyScreen(() => import('./CfxMonitorPage'));
