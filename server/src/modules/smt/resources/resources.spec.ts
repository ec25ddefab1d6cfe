import { LOCALES, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import type { AppException } from '../../../core/api/app.exception';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { smtResources } from './index';

const COMMON = ['id', 'checked', 'disabled', 'creater_id', 'created_at', 'updated_at'];
const OUTSIDE = ['product', 'product_line', 'icitem', 'worder', 'station', 'smt_machine', 'icmo'];
// Hooks that would read the database are not reached by these inputs.
const resources = smtResources({ query: async () => [] } as unknown as pg.Pool);
const names = new Set(resources.map((r) => r.name));
const byName = (n: string): ResourceDef => resources.find((r) => r.name === n)!;

async function refusal(def: ResourceDef, input: Record<string, unknown>, current?: Row): Promise<string | null> {
  try {
    await def.hooks!.beforeWrite!(input, { userId: 1, action: current ? 'update' : 'create', current });
    return null;
  } catch (e) {
    return (e as AppException).message;
  }
}

describe('SMT resources', () => {
  it('declare the resources of 001 §7 once, each with its own table', () => {
    expect([...names].sort()).toEqual([
      'icpp',
      'icpp_change',
      'production_scheduling',
      'production_scheduling_log',
      'smt_bad_mark',
      'smt_barcode_policy',
      'smt_barcode_table',
      'smt_board_items',
      'smt_board_station_log',
      'smt_feeder',
      'smt_feeder_change',
      'smt_feeding',
      'smt_order',
      'steel_mesh',
    ]);
    expect(new Set(resources.map((r) => r.table)).size).toBe(resources.length);
    expect(byName('smt_feeding').module).toBe('work');
    expect(byName('smt_board_items').module).toBe('product_coll');
  });

  it('label every resource and field in both locales and leave the common columns to the engine', () => {
    for (const r of resources) {
      for (const l of LOCALES) expect(r.label[l]).toBeTruthy();
      for (const [key, f] of Object.entries(r.fields)) {
        expect(COMMON).not.toContain(key);
        for (const l of LOCALES) expect(f.label[l]).toBeTruthy();
        if (!f.required && !f.nullable) expect({ key, dflt: f.default }).toEqual({ key, dflt: expect.anything() });
        if (f.type === 'string') expect(f.max).toBeGreaterThan(0);
      }
    }
  });

  it('join every ref through a relation of the same target', () => {
    for (const r of resources) {
      for (const [key, f] of Object.entries(r.fields)) {
        if (!f.ref) continue;
        expect([...names, ...OUTSIDE]).toContain(f.ref);
        expect(Object.values(r.relations ?? {})).toContainEqual({ resource: f.ref, via: key });
      }
    }
  });

  it('keep statuses read-only: only the calls of a state machine change them', () => {
    expect(byName('smt_order').fields.status).toMatchObject({ readonly: true, default: WorkOrderStatus.READY });
    expect(byName('smt_feeding').fields.status).toMatchObject({ readonly: true, default: 0 });
    expect(byName('icpp').fields.status).toMatchObject({ readonly: true, default: 1 });
    expect(byName('icpp').fields.freeze_flag).toMatchObject({ readonly: true, default: 0 });
    expect(byName('steel_mesh').fields.shelved).toMatchObject({ readonly: true });
  });

  it('freeze what an SMT order places once it left ready, and refuse changing a frozen plan', async () => {
    const order = (status: number): Row => ({
      id: 1,
      status,
      product_id: 1,
      product_line_id: 2,
      icpp_id: null,
      smt_feeder_id: 3,
      side: 'both',
    });
    expect(await refusal(byName('smt_order'), { smt_feeder_id: 4 }, order(WorkOrderStatus.READY))).toBeNull();
    expect(await refusal(byName('smt_order'), { smt_feeder_id: 4 }, order(WorkOrderStatus.WORKING))).toBe(
      'smt_feeder_id: cannot change: the SMT order has left ready (it is working)',
    );
    expect(await refusal(byName('smt_order'), { fqty: 4, smt_feeder_id: 3 }, order(WorkOrderStatus.PAUSE))).toBeNull();
    expect(await refusal(byName('icpp'), { fname: 'x' }, { id: 1, fbillno: 'PP-1', freeze_flag: 1 })).toBe(
      'id: process plan PP-1 is frozen: unfreeze it first',
    );
    expect(await refusal(byName('smt_barcode_policy'), { pattern: '([' })).toMatch(
      /^pattern: is not a regular expression/,
    );
  });
});
