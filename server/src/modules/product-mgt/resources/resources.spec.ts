import { LOCALES, WorkOrderStatus } from '@mes/contracts';
import { AppException } from '../../../core/api/app.exception';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { PRODUCT_MGT_RESOURCES } from './index';
import { reworderResource } from './reworder.resource';
import { worderResource } from './worder.resource';

const BASICDATA_TARGETS = [
  'product',
  'product_line',
  'organization',
  'station',
  'barcode_label_design',
  'icitem',
  'supplier',
  // icmo: the production order a work order was pushed down from (server/src/modules/bom-orders)
  'icmo',
];
const names = new Set(PRODUCT_MGT_RESOURCES.map((r) => r.name));

const current = (status: number): Row => ({
  id: 1,
  status,
  product_id: 1,
  workflow_id: 2,
  worder_id: 3,
  plan_start_at: new Date('2025-03-01T08:00:00Z'),
});
function refusal(def: ResourceDef, input: Record<string, unknown>, row?: Row): string | null {
  try {
    void def.hooks!.beforeWrite!(input, { userId: 1, action: row ? 'update' : 'create', current: row });
    return null;
  } catch (e) {
    return (e as AppException).message;
  }
}

describe('PRODUCT_MGT_RESOURCES', () => {
  it('declare workflow, worder, reworder, station_sop, the numbering, labels, packaging, glue, binding, lots, test limits and order reporting under product_mgt, labelled in both locales', () => {
    expect([...names]).toEqual([
      'workflow',
      'worder',
      'reworder',
      'station_sop',
      'sn_policy',
      'sn_table',
      'bn_policy',
      'bn_table',
      'label_design',
      'packaging_plan',
      'glue_plan',
      'glue_item',
      'material_binding_policy',
      'binding_details',
      'material_lotno',
      'test_item_check',
      'order_reporting',
    ]);
    for (const r of PRODUCT_MGT_RESOURCES) {
      expect(r.module).toBe('product_mgt');
      for (const l of LOCALES) {
        expect(r.label[l]).toBeTruthy();
        for (const f of Object.values(r.fields)) expect(f.label[l]).toBeTruthy();
      }
    }
  });

  it('join every ref through a relation of the same target, and default every optional column', () => {
    for (const r of PRODUCT_MGT_RESOURCES) {
      for (const [key, f] of Object.entries(r.fields)) {
        if (f.ref) {
          expect([...names, ...BASICDATA_TARGETS]).toContain(f.ref);
          expect(Object.values(r.relations ?? {})).toContainEqual({ resource: f.ref, via: key });
        }
        if (!f.required && !f.nullable) expect(f.default).toBeDefined();
      }
    }
  });

  it('keep status read-only, ready by default', () => {
    for (const def of [worderResource, reworderResource]) {
      expect(def.fields.status).toMatchObject({ readonly: true, default: WorkOrderStatus.READY });
    }
  });

  it('freeze product and workflow of a work order once it left ready, and check the plan window', () => {
    expect(refusal(worderResource, { workflow_id: 9 }, current(WorkOrderStatus.READY))).toBeNull();
    expect(refusal(worderResource, { workflow_id: 9 }, current(WorkOrderStatus.PAUSE))).toBe(
      'workflow_id: cannot change once the work order has left ready (it is pause)',
    );
    expect(refusal(worderResource, { workflow_id: 2, fqty: 3 }, current(WorkOrderStatus.WORKING))).toBeNull();
    expect(refusal(worderResource, { plan_end_at: '2025-02-28T08:00:00.000Z' }, current(WorkOrderStatus.READY))).toBe(
      'plan_end_at: is before plan_start_at',
    );
    expect(
      refusal(worderResource, { plan_start_at: '2025-03-01T00:00:00.000Z', plan_end_at: '2025-03-01T00:00:00.000Z' }),
    ).toBeNull();
    expect(refusal(worderResource, { sn_prefix: 'A B' })).toBe('sn_prefix: must be printable ASCII without blanks');
  });

  it('never move a rework order to another original order or flow', () => {
    expect(refusal(reworderResource, { worder_id: 4 }, current(WorkOrderStatus.READY))).toMatch(
      /^worder_id: cannot change/,
    );
    expect(refusal(reworderResource, { worder_id: 3, reason: 'x' }, current(WorkOrderStatus.READY))).toBeNull();
  });
});
