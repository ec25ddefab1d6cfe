import type { ReactNode } from 'react';
import { LabelDesignPanel } from '../labels';
import { PackagingLevelsPanel } from '../packaging';
import { FeederSlotsPanel } from '../smt-feeder';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots,
// a label design's layout editor with its live preview, a packaging plan's levels.
const PANELS: Record<string, (record: ResourceRecord) => ReactNode> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.label_design': (r) => <LabelDesignPanel record={r} />,
  'product_mgt.packaging_plan': (r) => <PackagingLevelsPanel record={r} />,
};

export function detailPanel(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record) ?? null;
}
