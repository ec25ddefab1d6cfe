import type { ReactNode } from 'react';
import { OrderReportingPanel } from '../order-reporting';
import { PalletBoxesPanel } from '../boxes/PalletBoxesPanel';
import { PolicyPanel } from '../numbering';
import { LabelDesignPanel } from '../labels';
import { PackagingLevelsPanel } from '../packaging';
import { BomPanels, IcmaPanels } from '../bom';
import { FeederSlotsPanel } from '../smt-feeder';
import { StockWorkPanel } from '../stock';
import { PreparationScanPanel } from '../material-flow';
import { MsdPanel } from '../msd';
import { ReportQtyPanel } from '../smt-order';
import { OrderWipPanel } from '../stat/OrderWip';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots,
// a number policy's rule, preview and build, a BOM's link to its multi-level view, a requisition's issues and
// returns, a label design's layout editor with its live preview, a packaging plan's levels, an order report's
// results, a stock document's work panel, a pallet's boxes, an SMT order's report by quantity, an order's WIP by stage.
/** `changed`: a panel that saved the record hands the saved record back, so the form shows it. */
type Panel = (record: ResourceRecord, changed: (next: ResourceRecord) => void) => ReactNode;

const PANELS: Record<string, Panel> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.smt_order': (r) => <ReportQtyPanel id={r.id} status={Number(r.status)} />,
  'product_mgt.sn_policy': (r) => <PolicyPanel kind="sn" record={r} />,
  'product_mgt.bn_policy': (r) => <PolicyPanel kind="bn" record={r} />,
  'product_mgt.label_design': (r) => <LabelDesignPanel record={r} />,
  'product_mgt.packaging_plan': (r) => <PackagingLevelsPanel record={r} />,
  'product_mgt.order_reporting': (r) => <OrderReportingPanel id={r.id} />,
  'stock_mgt.product_receipt': (r) => (
    <StockWorkPanel name="product_receipt" id={r.id} open={!r.checked && !r.disabled} />
  ),
  'stock_mgt.product_pick': (r) => <StockWorkPanel name="product_pick" id={r.id} open={!r.checked && !r.disabled} />,
  'stock_mgt.material_prepare': (r) => <PreparationScanPanel id={r.id} />,
  'stock_mgt.bundle': (r) => <MsdPanel code={String(r.fnumber)} />,
  ...Object.fromEntries(
    (['pick_material', 'material_return', 'cs_instock', 'ex_instock', 'ex_outstock'] as const).map((name) => [
      `stock_mgt.${name}`,
      (r: ResourceRecord) => <StockWorkPanel name={name} id={r.id} open={!r.checked && !r.disabled} />,
    ]),
  ),
  'stock_mgt.pallet': (r) => <PalletBoxesPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.icbom': (r) => <BomPanels record={r} />,
  'product_mgt.icma': (r) => <IcmaPanels record={r} />,
  'stock_mgt.outstock': (r) => <StockWorkPanel name="outstock" id={r.id} open={!r.checked && !r.disabled} />,
  'stat.order_wip': (r) => <OrderWipPanel record={r} />,
};

export function detailPanel(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  record: ResourceRecord,
  changed: (next: ResourceRecord) => void = () => undefined,
): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record, changed) ?? null;
}

// Resources whose panel shows the document's entries itself, with more than the generic entries table (an order
// report's results, attempts and corrections; a packaging plan's levels with their weights and labels; a
// preparation's lines with their recommendation): the details screen leaves the generic one out.
const OWN_ENTRIES = new Set([
  'product_mgt.order_reporting',
  'product_mgt.packaging_plan',
  'stock_mgt.material_prepare',
]);

export function panelShowsEntries(def: Pick<ResourceMeta, 'module' | 'name'>): boolean {
  return OWN_ENTRIES.has(`${def.module}.${def.name}`);
}
