import type { FigureRef, TraceStep, TraceStepState } from '@mes/contracts';
import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';
import type { ProductItem, ProductItemQueries } from './product-item.queries';
import type { StationLogQueries, StationLogRow, TestItemRow } from './station-log.queries';

// The whole path of one serial number: the item, every station report in time order with its test items, and the
// steps of the flow it is in now (its rework flow while in a rework order) marked passed, current or pending.

export type StepState = TraceStepState;
export type StationRef = FigureRef;
export type TrackStep = TraceStep<Date>;
export type ProductTrack = {
  item: ProductItem;
  workflow: { id: number; fnumber: string; fname: string } | null;
  steps: TrackStep[];
  station_logs: (StationLogRow & { test_items: TestItemRow[] })[];
};

/** A step's state from the SN's position: before next_seq passed, at it current, after it pending; done passes all. */
export function stepState(seq: number, nextSeq: number, done: boolean): StepState {
  if (done || seq < nextSeq) return 'passed';
  return seq === nextSeq ? 'current' : 'pending';
}

const WORKFLOW = sql('tracing.workflow', 'SELECT id, fnumber, fname FROM workflow WHERE id = $1');

const FLOW_STEPS = sql(
  'tracing.flow_steps',
  `SELECT ws.seq, json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) AS station
         FROM workflow_station ws JOIN station s ON s.id = ws.station_id WHERE ws.workflow_id = $1 ORDER BY ws.seq`,
  { notNull: ['station'] },
);

export class ProductTrackQuery {
  constructor(
    private readonly pool: pg.Pool,
    private readonly items: ProductItemQueries,
    private readonly logs: StationLogQueries,
  ) {}

  async track(sn: string): Promise<ProductTrack> {
    const item = await this.items.find(sn);
    const flowId = item.workflow_id ?? item.worder.workflow_id;
    const [flows, stepRows, logs] = await Promise.all([
      rows(this.pool, WORKFLOW, [flowId]),
      rows(this.pool, FLOW_STEPS, [flowId]),
      this.logs.ofSn(sn),
    ]);
    const testItems = await this.logs.itemsOf(logs.map((l) => l.id));
    // Reports count towards a step only in the same flow and the same rework round the SN is in now.
    const inFlow = logs.filter(
      (l) => l.workflow_id === flowId && (l.reworder_id ?? null) === (item.reworder_id ?? null),
    );
    const steps = stepRows.map((s): TrackStep => {
      const at = inFlow.filter((l) => l.seq === s.seq);
      const last = at[at.length - 1];
      return {
        seq: s.seq,
        // json_build_object of the joined station's id, fnumber and fname
        station: s.station as StationRef,
        state: stepState(s.seq, item.next_seq, item.done),
        reports: at.length,
        last_result: last?.result ?? null,
        last_at: last?.created_at ?? null,
      };
    });
    return {
      item,
      workflow: flows[0] ?? null,
      steps,
      station_logs: logs.map((l) => ({ ...l, test_items: testItems.get(l.id) ?? [] })),
    };
  }
}
