import { ErrorCode, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException, badRequest } from '../../core/api/app.exception';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import { lockRow, type Ctx } from './tx';
import { writeOutbox } from '../../core/events/outbox.writer';

export type FlowStation = { seq: number; station_id: number; station: Row; station_function: Row | null };
export type Defs = { workflow: ResourceDef; station: ResourceDef; stationFunction: ResourceDef };

const IN_PRODUCTION = [WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];

const noWorkflow = (id: number) =>
  new AppException(ErrorCode.NO_WORKFLOW, `workflow_id: no workflow ${id}`, { field: 'workflow_id' });

// The stations of a workflow in order (workflow_station, seq 1..n), and the flow a work order or an SN follows.
export class WorkflowStationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly defs: Defs,
  ) {}

  async stations(workflowId: number, m: EntityManager = this.ds.manager): Promise<FlowStation[]> {
    await lockRow(m, 'workflow', workflowId, noWorkflow(workflowId), '');
    const steps = (await m.query('SELECT seq, station_id FROM workflow_station WHERE workflow_id = $1 ORDER BY seq', [
      workflowId,
    ])) as { seq: number; station_id: number }[];
    if (steps.length === 0) return [];
    const stations = new Map(
      (
        await this.resources.getMany(
          this.defs.station,
          steps.map((s) => s.station_id),
        )
      ).map((s) => [s.id, s]),
    );
    const fnIds = [...stations.values()]
      .map((s) => s.station_function_id as number | null)
      .filter((id): id is number => id !== null);
    const fns = new Map(
      (fnIds.length ? await this.resources.getMany(this.defs.stationFunction, fnIds) : []).map((f) => [f.id, f]),
    );
    return steps.map((s) => {
      const station = stations.get(s.station_id)!;
      return {
        seq: s.seq,
        station_id: s.station_id,
        station,
        station_function: fns.get(station.station_function_id as number) ?? null,
      };
    });
  }

  // Replaces the whole list in one transaction. Refused on a checked workflow (the audit freezes its content) and
  // while an order in production (working or paused) follows it: its SNs' next_seq are positions in this list.
  async setStations(workflowId: number, stationIds: number[], ctx: Ctx): Promise<FlowStation[]> {
    const seen = new Map<number, number>();
    stationIds.forEach((id, i) => {
      if (seen.has(id))
        throw badRequest(
          `station_ids[${i}]`,
          `station ${id} is already step ${seen.get(id)! + 1}; a station appears once in a workflow`,
        );
      seen.set(id, i);
    });
    await this.ds.transaction(async (m) => {
      const flow = await lockRow<Row>(m, 'workflow', workflowId, noWorkflow(workflowId));
      if (flow.checked)
        throw badRequest(
          'workflow_id',
          `workflow ${String(flow.fnumber)} is checked: uncheck it before changing its stations`,
        );
      const busy = (await m.query(
        `SELECT 'work order' AS kind, fbillno, status FROM worder WHERE workflow_id = $1 AND status = ANY($2)
         UNION ALL SELECT 'rework order', fbillno, status FROM reworder WHERE workflow_id = $1 AND status = ANY($2) LIMIT 1`,
        [workflowId, IN_PRODUCTION],
      )) as { kind: string; fbillno: string; status: number }[];
      if (busy.length > 0) {
        const b = busy[0];
        throw badRequest(
          'workflow_id',
          `workflow ${String(flow.fnumber)} is used by ${b.kind} ${b.fbillno}, which is ${WorkOrderStatus.keyOf(b.status)?.toLowerCase()}: finish or cancel it first`,
        );
      }
      const found = new Set(
        ((await m.query('SELECT id FROM station WHERE id = ANY($1)', [stationIds])) as { id: number }[]).map(
          (r) => r.id,
        ),
      );
      const missing = stationIds.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw new AppException(ErrorCode.NO_STATION, `station_ids[${missing}]: no station ${stationIds[missing]}`, {
          field: `station_ids[${missing}]`,
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

  async withStations(
    workflowId: number,
    extra: Record<string, unknown> = {},
  ): Promise<Row & { stations: FlowStation[] }> {
    const flow = await this.resources.get(this.defs.workflow, workflowId);
    return { ...flow, ...extra, stations: await this.stations(workflowId) };
  }

  async byWorder(worderId: number): Promise<Row & { stations: FlowStation[] }> {
    const rows = (await this.ds.query('SELECT workflow_id FROM worder WHERE id = $1', [worderId])) as {
      workflow_id: number;
    }[];
    if (rows.length === 0)
      throw new AppException(ErrorCode.NO_WORK_ORDER, `worder_id: no work order ${worderId}`, { field: 'worder_id' });
    return this.withStations(rows[0].workflow_id);
  }

  // The flow an SN follows now: its routing state's (a rework flow once entered), else its order's.
  async bySn(sn: string): Promise<Row & { stations: FlowStation[] }> {
    const rows = (await this.ds.query(
      `SELECT COALESCE(st.workflow_id, w.workflow_id) AS workflow_id, ws.worder_id, st.reworder_id, st.next_seq, COALESCE(st.done, false) AS done
       FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id LEFT JOIN sn_state st ON st.sn = ws.sn WHERE ws.sn = $1`,
      [sn],
    )) as {
      workflow_id: number;
      worder_id: number;
      reworder_id: number | null;
      next_seq: number | null;
      done: boolean;
    }[];
    if (rows.length === 0)
      throw new AppException(ErrorCode.SN_NOT_IN_ORDER, `sn: ${sn} is in no work order`, { field: 'sn' });
    const { workflow_id, ...position } = rows[0];
    return this.withStations(workflow_id, { sn, ...position });
  }
}
