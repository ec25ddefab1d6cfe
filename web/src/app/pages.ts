import type { ComponentType } from 'react';
import { LoginCodePage, ScreensPage } from '../kanban-mgt';
import { SchedulingPage } from '../scheduling';
import { MaterialInventoryListPage, MaterialInventoryPage, MultiExpandPage } from '../bom';

// The screens of their own, by the page name the route table gives them (web/src/routes). A page name without an
// entry shows "not yet available".
export const PAGES: Record<string, ComponentType> = {
  'kanban_mgt/screens': ScreensPage,
  'kanban/login_code': LoginCodePage,
  'product_mgt/production_scheduling/operation': SchedulingPage,
  'product_mgt/icbom/multi_expand': MultiExpandPage,
  'product_mgt/material_inventory/list': MaterialInventoryListPage,
  'product_mgt/material_inventory/detail': MaterialInventoryPage,
};
