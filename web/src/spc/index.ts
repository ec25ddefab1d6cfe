import './i18n';
import { lazyScreen } from '../shell/lazy-screen';

/** spc/chart: a characteristic's control chart, capability and frozen limits. */
export const SpcChartPage = lazyScreen(() => import('./SpcChartPage'));
/** spc/alarms: the SPC alarms and their release. */
export const SpcAlarmsPage = lazyScreen(() => import('./SpcAlarmsPage'));
