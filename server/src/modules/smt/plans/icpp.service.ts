import type pg from 'pg';
import { ErrorCode, IcppFreezeFlag, TOPIC } from '@mes/contracts';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { Ctx } from '../smt-types';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { first, inTransaction, rows, run, sql } from '../../../core/db/sql';

const LOCK_PLAN = sql('smt.icpp.lock', 'SELECT fbillno, freeze_flag FROM icpp WHERE id = $1 FOR UPDATE');

const WORDERS = sql('smt.worders_by_id', 'SELECT id FROM worder WHERE id = ANY($1)');
const JOIN = sql(
  'smt.join_worders',
  'INSERT INTO icpp_worder (icpp_id, worder_id, creater_id) SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING RETURNING worder_id',
);
const PLAN_WORDERS = sql(
  'smt.plan_worders',
  'SELECT w.id, w.fbillno, w.status, w.product_id, w.product_line_id FROM icpp_worder j JOIN worder w ON w.id = j.worder_id WHERE j.icpp_id = $1 ORDER BY w.id',
);
const FREEZE = sql(
  'smt.freeze_plan',
  'UPDATE icpp SET freeze_flag = $2, freeze_reason = $3, updated_at = now() WHERE id = $1',
);

// Process plans beyond the standard set: joining work orders, freezing, and the lookups by work order and SN.
export class IcppService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
  ) {}

  /** joins work orders to the plan (icpp_worder); answers how many were new and the plan's work orders. */
  async join(id: number, worderIds: number[], ctx: Ctx): Promise<{ joined: number; already: number; worders: Row[] }> {
    return inTransaction(this.pool, async (c) => {
      const plan = await first(c, LOCK_PLAN, [id]);
      if (!plan) throw refuse('id', 'record.no_icpp', { id });
      if (plan.freeze_flag === IcppFreezeFlag.FROZEN)
        throw refuse('id', 'smt.plan_frozen_unfreeze', { fbillno: String(plan.fbillno) });
      const found = await rows(c, WORDERS, [worderIds]);
      const missing = worderIds.find((w) => !found.some((f) => f.id === w));
      if (missing !== undefined)
        throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_ids', 'smt.no_work_order', { id: missing });
      const inserted = await rows(c, JOIN, [id, worderIds, ctx.userId]);
      await writeOutbox(c, TOPIC.icppJoin, {
        resource: 'icpp',
        module: 'product_mgt',
        action: 'join',
        id,
        worder_ids: worderIds,
        by: ctx.userId,
      });
      const worders = await rows(c, PLAN_WORDERS, [id]);
      return { joined: inserted.length, already: worderIds.length - inserted.length, worders };
    });
  }

  async freeze(id: number, frozen: boolean, reason: string, ctx: Ctx): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      if (!(await first(c, LOCK_PLAN, [id]))) throw refuse('id', 'record.no_icpp', { id });
      const flag = frozen ? IcppFreezeFlag.FROZEN : IcppFreezeFlag.NOT_FROZEN;
      await run(c, FREEZE, [id, flag, frozen ? reason : '']);
      const action = frozen ? 'freeze' : 'unfreeze';
      await writeOutbox(c, TOPIC.icppFreeze(action), {
        resource: 'icpp',
        module: 'product_mgt',
        action,
        id,
        reason,
        by: ctx.userId,
      });
      return this.resources.get(this.def, id, c);
    });
  }
}
