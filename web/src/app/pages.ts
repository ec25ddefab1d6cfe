import type { ComponentType } from 'react';
import { BindingDetailsPage } from '../binding';
import { LoginCodePage, ScreensPage } from '../kanban-mgt';
import { SchedulingPage } from '../scheduling';
import { ImmediateStockPage } from '../stock';
import { BarcodeTrackPage, IcitemTrackPage } from '../stock-trace';
import { BoxItemsPage } from '../boxes';
import { MaterialInventoryListPage, MaterialInventoryPage, MultiExpandPage } from '../bom';
import { STAT_PAGES } from '../stat';

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
  ...STAT_PAGES,
};
