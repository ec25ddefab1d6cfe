import type { ComponentType } from 'react';
import { BindingDetailsPage } from '../binding';
import { REPAIR_PAGES } from '../repair';
import { LoginCodePage, ScreensPage } from '../kanban-mgt';
import { SchedulingPage } from '../scheduling';
import { ImmediateStockPage } from '../stock';
import { BarcodeTrackPage, IcitemTrackPage } from '../stock-trace';
import { BoxItemsPage } from '../boxes';
import { MaterialInventoryListPage, MaterialInventoryPage, MultiExpandPage } from '../bom';
import { DmEnterPage, DmRecordCreatePage, DmRelatedPage, DmStatPage } from '../device-maintenance';
import { ProductItemListPage, ProductTrackPage, StationLogListPage } from '../tracing';
import { DashboardPage } from '../dashboard';
import { CfxMonitorPage } from '../cfx';
import { SpcAlarmsPage, SpcChartPage } from '../spc';
import { STAT_PAGES } from '../stat';
import { BundleBatchCreatePage } from '../material-flow/BundleBatchCreatePage';
import { BundleUpdatePage } from '../first-hour/BundleUpdatePage';
import { ReceiveLabelPage } from '../receive';
import { GlobalSettingsPage, OpLogPage } from '../system';

// The screens of their own, by the page name the route table gives them (web/src/routes). A page name without an
// entry shows "not yet available".
export const PAGES: Record<string, ComponentType> = {
  'kanban_mgt/screens': ScreensPage,
  'kanban/login_code': LoginCodePage,
  'product_mgt/production_scheduling/operation': SchedulingPage,
  'product_mgt/material_binding_details': BindingDetailsPage,
  'stock_mgt/immediate': ImmediateStockPage,
  'product_mgt/box_items': BoxItemsPage,
  'stock_mgt/barcode_track': BarcodeTrackPage,
  'stock_mgt/icitem_track': IcitemTrackPage,
  'product_mgt/icbom/multi_expand': MultiExpandPage,
  'product_mgt/material_inventory/list': MaterialInventoryListPage,
  'product_mgt/material_inventory/detail': MaterialInventoryPage,
  ...REPAIR_PAGES,
  'device_maintenance/dm_stat/stat': DmStatPage,
  'device_maintenance/dm_related_item/main': DmRelatedPage,
  'device_maintenance/create/fperiod/:fperiodid/fdevice/:fdeviceid': DmRecordCreatePage,
  'device_maintenance/dm_enter': DmEnterPage,
  'cfx/monitor': CfxMonitorPage,
  'spc/chart': SpcChartPage,
  'spc/alarms': SpcAlarmsPage,
  'product_coll/station_log/list': StationLogListPage,
  'product_coll/product_item/list': ProductItemListPage,
  'product_coll/product_track': ProductTrackPage,
  'stat/dashboard': DashboardPage,
  ...STAT_PAGES,
  'stock_mgt/bundle/batch_create': BundleBatchCreatePage,
  'stock_mgt/bundle/update': BundleUpdatePage,
  'stock_mgt/bundle/receive_label': ReceiveLabelPage,
  'system/global_settings': GlobalSettingsPage,
  'system/op_log': OpLogPage,
};
