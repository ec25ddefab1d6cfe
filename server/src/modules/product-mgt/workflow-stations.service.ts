import { ErrorCode, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse, refuseAs } from '../../core/api/app.exception';
import type { ResourceService } from '../../core/resource/resource.service';
import type { Row } from '../../core/resource/resource.types';
import { stepsOf, type FlowStation } from './resources/workflow-steps';
import { lockRow, type Ctx } from './tx';
import { writeOutbox } from '../../core/events/outbox.writer';

const IN_PRODUCTION = [WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];

const noWorkflow = (id: number) => refuseAs(ErrorCode.NO_WORKFLOW, 'workflow_id', 'product.no_workflow', { id });

// The stations of a workflow in order (workflow_station, seq 1..n): read, and replaced (the flow a work order or an
// SN follows is the workflow's declared by_worder / by_sn lookup).
export class WorkflowStationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
  ) {}

  async stations(workflowId: number): Promise<FlowStation[]> {
    await lockRow(this.ds.manager, 'workflow', workflowId, noWorkflow(workflowId), '');
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
    await this.ds.transaction(async (m) => {
      const flow = await lockRow<Row>(m, 'workflow', workflowId, noWorkflow(workflowId));
      if (flow.checked) throw refuse('workflow_id', 'product.workflow_checked', { workflow: String(flow.fnumber) });
      const busy = (await m.query(
        `SELECT 'worder' AS kind, fbillno, status FROM worder WHERE workflow_id = $1 AND status = ANY($2)
         UNION ALL SELECT 'reworder', fbillno, status FROM reworder WHERE workflow_id = $1 AND status = ANY($2) LIMIT 1`,
        [workflowId, IN_PRODUCTION],
      )) as { kind: 'worder' | 'reworder'; fbillno: string; status: number }[];
      if (busy.length > 0) {
        const b = busy[0];
        throw refuse(
          'workflow_id',
          b.kind === 'worder' ? 'product.workflow_used_by_order' : 'product.workflow_used_by_rework',
          {
            workflow: String(flow.fnumber),
            order: b.fbillno,
            status: String(WorkOrderStatus.keyOf(b.status)?.toLowerCase()),
          },
        );
      }
      const found = new Set(
        ((await m.query('SELECT id FROM station WHERE id = ANY($1)', [stationIds])) as { id: number }[]).map(
          (r) => r.id,
        ),
      );
      const missing = stationIds.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw refuseAs(ErrorCode.NO_STATION, `station_ids[${missing}]`, 'product.no_station', {
          id: stationIds[missing],
        });
      await m.query('DELETE FROM workflow_station WHERE workflow_id = $1', [workflowId]);
      await m.query(
        'INSERT INTO workflow_station (workflow_id, seq, station_id) SELECT $1, s.seq, s.id FROM unnest($2::int[]) WITH ORDINALITY AS s (id, seq)',
        [workflowId, stationIds],
      );
      await m.query('UPDATE workflow SET updated_at = now() WHERE id = $1', [workflowId]);
      await writeOutbox(m, TOPIC.workflowStations, {
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
