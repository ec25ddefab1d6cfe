import type { ReactNode } from 'react';
import { BomPanels, IcmaPanels } from '../bom';
import { FeederSlotsPanel } from '../smt-feeder';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots,
// a BOM's children and its multi-level view, a requisition's materials, issues and returns (web/src/bom).
const PANELS: Record<string, (record: ResourceRecord) => ReactNode> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.icbom': (r) => <BomPanels record={r} />,
  'product_mgt.icma': (r) => <IcmaPanels record={r} />,
};

export function detailPanel(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record) ?? null;
}
