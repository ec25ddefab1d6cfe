import { ErrorCode, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql } from '../../core/db/sql';
import type { ResourceService } from '../../core/resource/resource.service';
import type { Ctx } from './ctx';
import { stepsOf, type FlowStation } from './resources/workflow-steps';
import { writeOutbox } from '../../core/events/outbox.writer';

const IN_PRODUCTION = [WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];

const WORKFLOW = sql('product-mgt.workflow', 'SELECT id FROM workflow WHERE id = $1');
const LOCK_WORKFLOW = sql(
  'product-mgt.lock_workflow',
  'SELECT id, fnumber, checked FROM workflow WHERE id = $1 FOR UPDATE',
);
const BUSY = sql(
  'product-mgt.workflow_busy',
  `SELECT 'worder' AS kind, fbillno, status FROM worder WHERE workflow_id = $1 AND status = ANY($2)
         UNION ALL SELECT 'reworder', fbillno, status FROM reworder WHERE workflow_id = $1 AND status = ANY($2) LIMIT 1`,
  { notNull: ['kind', 'fbillno', 'status'] },
);
const STATIONS = sql('product-mgt.stations', 'SELECT id FROM station WHERE id = ANY($1)');
const CLEAR_STEPS = sql('product-mgt.clear_workflow_steps', 'DELETE FROM workflow_station WHERE workflow_id = $1');
const ADD_STEPS = sql(
  'product-mgt.add_workflow_steps',
  'INSERT INTO workflow_station (workflow_id, seq, station_id) SELECT $1, s.seq, s.id FROM unnest($2::int[]) WITH ORDINALITY AS s (id, seq)',
);
const TOUCH_WORKFLOW = sql('product-mgt.touch_workflow', 'UPDATE workflow SET updated_at = now() WHERE id = $1');

const noWorkflow = (id: number) => refuseAs(ErrorCode.NO_WORKFLOW, 'workflow_id', 'product.no_workflow', { id });

// The stations of a workflow in order (workflow_station, seq 1..n): read, and replaced (the flow a work order or an
// SN follows is the workflow's declared by_worder / by_sn lookup).
export class WorkflowStationsService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
  ) {}

  async stations(workflowId: number): Promise<FlowStation[]> {
    if (!(await first(this.pool, WORKFLOW, [workflowId]))) throw noWorkflow(workflowId);
    return stepsOf(this.resources.reader, workflowId);
  }

  // Replaces the whole list in one transaction. Refused on a checked workflow (the audit freezes its content) and
  // while an order in production (working or paused) follows it: its SNs' next_seq are positions in this list.
  async setStations(workflowId: number, stationIds: number[], ctx: Ctx): Promise<FlowStation[]> {
    const seen = new Map<number, number>();
    stationIds.forEach((id, i) => {
      if (seen.has(id))
        throw refuse(`station_ids[${i}]`, 'product.workflow_station_twice', { station: id, step: seen.get(id)! + 1 });
      seen.set(id, i);
    });
    await inTransaction(this.pool, async (c) => {
      const flow = await first(c, LOCK_WORKFLOW, [workflowId]);
      if (!flow) throw noWorkflow(workflowId);
      if (flow.checked) throw refuse('workflow_id', 'product.workflow_checked', { workflow: flow.fnumber });
      const b = await first(c, BUSY, [workflowId, IN_PRODUCTION]);
      if (b) {
        throw refuse(
          'workflow_id',
          b.kind === 'worder' ? 'product.workflow_used_by_order' : 'product.workflow_used_by_rework',
          {
            workflow: flow.fnumber,
            order: b.fbillno,
            status: String(WorkOrderStatus.keyOf(b.status)?.toLowerCase()),
          },
        );
      }
      const found = new Set((await rows(c, STATIONS, [stationIds])).map((r) => r.id));
      const missing = stationIds.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw refuseAs(ErrorCode.NO_STATION, `station_ids[${missing}]`, 'product.no_station', {
          id: stationIds[missing],
        });
      await run(c, CLEAR_STEPS, [workflowId]);
      await run(c, ADD_STEPS, [workflowId, stationIds]);
      await run(c, TOUCH_WORKFLOW, [workflowId]);
      await writeOutbox(c, TOPIC.workflowStations, {
        resource: 'workflow',
        module: 'product_mgt',
        action: 'set_stations',
        id: workflowId,
        station_ids: stationIds,
        by: ctx.userId,
      });
    });
    return this.stations(workflowId);
  }
}
