import './enum-words';

// BOMs and production orders in the back office (docs/bom-orders.md): the pages of the route table and the panels
// of the BOM and requisition details screens; the screens themselves load on first use.
export { MaterialInventoryListPage, MaterialInventoryPage, MultiExpandPage } from './lazy';
export { BomPanels, IcmaPanels } from './panels';
