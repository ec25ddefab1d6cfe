import { ErrorCode } from '@mes/contracts';
import { refuseAs } from '../../core/api/app.exception';
import { first, rows, run, sql, type Queryable, type Tx } from '../../core/db/sql';

export type LockedSn = {
  sn: string;
  worder_id: number;
  product_id: number;
  workflow_id: number;
  reworder_id: number | null;
  next_seq: number;
  fail_count: number;
  done: boolean;
  last_result: number;
};
export type Step = { seq: number; station_id: number; fnumber: string };
export type StationRow = { id: number; fnumber: string; product_line_id: number; disabled: boolean };

const ADD_SN_STATE = sql(
  'repair.add_sn_state',
  `INSERT INTO sn_state (sn, worder_id, workflow_id)
     SELECT ws.sn, ws.worder_id, w.workflow_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1
     ON CONFLICT (sn) DO NOTHING`,
);
const LOCK_SN_STATE = sql(
  'repair.lock_sn_state',
  `SELECT s.sn, s.worder_id, w.product_id, s.workflow_id, s.reworder_id, s.next_seq, s.fail_count, s.done,
       s.last_result
     FROM sn_state s JOIN worder w ON w.id = s.worder_id WHERE s.sn = $1 FOR UPDATE OF s`,
);
const FLOW_STEPS = sql(
  'repair.flow_steps',
  `SELECT ws.seq, ws.station_id, s.fnumber FROM workflow_station ws JOIN station s ON s.id = ws.station_id
     WHERE ws.workflow_id = $1 ORDER BY ws.seq`,
);
const STATION = sql('repair.station', 'SELECT id, fnumber, product_line_id, disabled FROM station WHERE id = $1');
const WRITE_REPAIR_LOG = sql(
  'repair.write_repair_log',
  `INSERT INTO station_log (sn, worder_id, reworder_id, station_id, product_line_id, workflow_id, seq, result,
       first_pass, source, operator_id, operator, answer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::smallint, false, 'repair_record', $9, $10,
       jsonb_build_object('sn', $1::varchar, 'result', $8::smallint, 'source', 'repair_record')) RETURNING id`,
);

/**
 * The SN's routing state locked for a write (FOR UPDATE), created as a station report would on first use. Station
 * reports write sn_state with a conditional UPDATE, so one racing with this waits for the lock and is decided again.
 */
export async function lockSnState(c: Tx, sn: string, field = 'sn'): Promise<LockedSn> {
  await run(c, ADD_SN_STATE, [sn]);
  const pos = await first(c, LOCK_SN_STATE, [sn]);
  if (!pos) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, field, 'repair.sn_in_no_order', { sn });
  return pos;
}

export async function flowSteps(c: Tx, workflowId: number): Promise<Step[]> {
  return rows(c, FLOW_STEPS, [workflowId]);
}

/** an existing, enabled station, else 1205 naming the field. */
export async function stationOf(db: Queryable, id: number, field = 'station_id'): Promise<StationRow> {
  const station = await first(db, STATION, [id]);
  if (!station || station.disabled) throw refuseAs(ErrorCode.NO_STATION, field, 'repair.no_station', { id });
  return station;
}

/** A station_log row written by repair (bad enter, back into the flow): product_track shows it with the reports. */
export async function writeRepairLog(
  c: Tx,
  pos: LockedSn,
  station: StationRow,
  seq: number,
  result: number,
  operator: { id: number | null; name: string },
): Promise<number> {
  const [{ id }] = await rows(c, WRITE_REPAIR_LOG, [
    pos.sn,
    pos.worder_id,
    pos.reworder_id,
    station.id,
    station.product_line_id,
    pos.workflow_id,
    seq,
    result,
    operator.id,
    operator.name,
  ]);
  return Number(id);
}
