import type pg from 'pg';
import { ShelvingStatus, TOPIC } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { Ctx } from '../smt-types';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { first, inTransaction, rows, run, sql } from '../../../core/db/sql';

const LOCK_MESH = sql('smt.steel_mesh.lock', 'SELECT id FROM steel_mesh WHERE id = $1 FOR UPDATE');

const PLAN_MESHES = sql('smt.plan_meshes', 'SELECT id FROM steel_mesh WHERE icpp_id = $1 ORDER BY id');
const USABLE_MESHES = sql(
  'smt.usable_meshes',
  'SELECT id FROM steel_mesh WHERE icpp_id = $1 OR (icpp_id IS NULL AND product_id = $2) ORDER BY (icpp_id IS NULL), id',
);
const SHELVE = sql(
  'smt.shelve_mesh',
  'UPDATE steel_mesh SET shelved = $2, shelved_at = now(), location = COALESCE($3, location), updated_at = now() WHERE id = $1',
);
const PLAN = sql('smt.plan_product', 'SELECT product_id FROM icpp WHERE id = $1');

// Steel meshes beyond the standard set: by process plan, and shelving.
export class SteelMeshService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
  ) {}

  /** the meshes assigned to the plan. */
  async ofPlan(icppId: number): Promise<Row[]> {
    await this.plan(icppId);
    return this.getMany(await rows(this.pool, PLAN_MESHES, [icppId]));
  }

  /** every mesh the plan can use: its own, and the meshes of its product not assigned to another plan. */
  async usableForPlan(icppId: number): Promise<Row[]> {
    const plan = await this.plan(icppId);
    return this.getMany(await rows(this.pool, USABLE_MESHES, [icppId, plan.product_id]));
  }

  async shelve(id: number, shelved: number, location: string | undefined, ctx: Ctx): Promise<Row> {
    if (shelved !== ShelvingStatus.SHELVED && shelved !== ShelvingStatus.UNSHELVED) {
      throw refuse('shelved', 'smt.shelved_status', {
        shelved: ShelvingStatus.SHELVED,
        unshelved: ShelvingStatus.UNSHELVED,
      });
    }
    return inTransaction(this.pool, async (c) => {
      if (!(await first(c, LOCK_MESH, [id]))) throw refuse('id', 'smt.no_steel_mesh', { id });
      await run(c, SHELVE, [id, shelved, location ?? null]);
      await writeOutbox(c, TOPIC.steelMeshShelved, {
        resource: 'steel_mesh',
        module: 'product_mgt',
        action: 'update_shelved',
        id,
        shelved,
        by: ctx.userId,
      });
      return this.resources.get(this.def, id, c);
    });
  }

  private async plan(icppId: number): Promise<{ product_id: number }> {
    const plan = await first(this.pool, PLAN, [icppId]);
    if (!plan) throw refuse('icpp_id', 'record.no_icpp', { id: icppId });
    return plan;
  }

  /** the meshes of these ids, in their order */
  private async getMany(found: { id: number }[]): Promise<Row[]> {
    const ids = found.map((r) => r.id);
    return ids.length === 0 ? [] : this.resources.getMany(this.def, ids);
  }
}
