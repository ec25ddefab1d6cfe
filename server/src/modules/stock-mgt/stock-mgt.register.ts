import type { Platform } from '../../core/api/platform';
import type { StateMachineRunner } from '../../core/resource/state-machine.runner';
import type { PrinterTargets } from '../shop-floor';
import { registerCountBoxCalls } from './counts-boxes';
import { registerStockDocuments } from './documents/stock-documents.calls';
import { registerMaterialFlow } from './flow/flow.calls';
import { registerMaterialRecCalls } from './material-rec.calls';

export type StockMgtDeps = Pick<Platform, 'registry' | 'pool' | 'resources' | 'drafts'> & {
  /** product-mgt's one state-machine runner, which moves the stock documents */
  machines: StateMachineRunner;
  /** shop-floor's label printers with their allowed targets (the reel labels print on them) */
  printers: PrinterTargets;
};

// The stock-mgt area (docs/architecture.md, "Areas"): supplier label receipts, counts and boxes (their declarations,
// STOCK_MGT_RESOURCES and COUNT_BOX_RESOURCES, registered before by the composition), the stock documents and the
// material flow with their own resources.
export function register(d: StockMgtDeps): void {
  registerMaterialRecCalls(d.registry, d.pool, d.resources);
  registerCountBoxCalls(d.registry, d.pool, d.resources, d.drafts);
  registerStockDocuments(d.registry, d.pool, d.resources, d.machines);
  registerMaterialFlow(d.registry, d.pool, d.resources, d.printers);
}
