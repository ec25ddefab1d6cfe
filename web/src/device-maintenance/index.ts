import './i18n';
import { lazyScreen } from '../shell/lazy-screen';

/** device_maintenance/dm_stat/stat. */
export const DmStatPage = lazyScreen(() => import('./DmStatPage'));
/** device_maintenance/dm_related_item/main. */
export const DmRelatedPage = lazyScreen(() => import('./DmRelatedPage'));
/** device_maintenance/dm_record/create/fperiod/:fperiodid/fdevice/:fdeviceid. */
export const DmRecordCreatePage = lazyScreen(() => import('./DmRecordCreatePage'));
/** device_maintenance/dm_enter (opens the handheld screen). */
export const DmEnterPage = lazyScreen(() => import('./DmEnterPage'));
