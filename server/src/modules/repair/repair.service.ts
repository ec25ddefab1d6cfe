import type pg from 'pg';
import { ErrorCode, StationReportResult } from '@mes/contracts';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import { resourceEvent } from '../../core/resource/resource-event';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import type { BindingService } from '../product-mgt';
import { RepairStatus } from './repair.resources';
import { flowSteps, lockSnState, stationOf, writeRepairLog, type LockedSn, type Step } from './sn-position';
import { userName, writeTrace } from './trace';

export type BadEnterInput = {
  sn: string;
  station_id: number;
  error_code_ids: number[];
  fdesc: string;
  idempotency_key: string | null;
};
export type Replacement = { binding_id: number; barcode: string; reason: string };
export type RepairInput = {
  id: number;
  cause: string;
  action: string;
  replace: Replacement[];
  back_station_id: number | null;
  scrap: boolean;
};

type RecordRow = { id: number; sn: string; status: number; station_id: number; worder_id: number };

const OPEN_RECORD = sql('repair.open_record', 'SELECT id FROM repair_record WHERE sn = $1 AND status = 1');
const SN_BAD_ENTERED = sql(
  'repair.sn_bad_entered',
  'UPDATE sn_state SET last_result = $2, updated_at = now() WHERE sn = $1',
);
const ADD_RECORD = sql(
  'repair.add_record',
  `INSERT INTO repair_record (sn, worder_id, station_id, fdesc, bad_log_id, idem_key, creater_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const FORGET_DEFECTS = sql('repair.forget_defects', 'DELETE FROM repair_defect WHERE repair_record_id = $1');
const SET_FDESC = sql('repair.set_fdesc', 'UPDATE repair_record SET fdesc = $2, updated_at = now() WHERE id = $1');
const SCRAP = sql(
  'repair.scrap',
  `UPDATE repair_record SET status = 3, cause = $2, action = $3, repairer_id = $4, repaired_at = now(),
             updated_at = now() WHERE id = $1`,
);
const SN_BACK = sql(
  'repair.sn_back',
  `UPDATE sn_state SET next_seq = $2, fail_count = 1, done = false, last_result = $3, updated_at = now()
           WHERE sn = $1`,
);
const REPAIRED = sql(
  'repair.repaired',
  `UPDATE repair_record SET status = 2, cause = $2, action = $3, repairer_id = $4, repaired_at = now(),
             back_station_id = $5, back_result = $6, repair_log_id = $7, updated_at = now() WHERE id = $1`,
);
const LAST_RECORD = sql('repair.last_record', 'SELECT id FROM repair_record WHERE sn = $1 ORDER BY id DESC LIMIT 1');
const RECORDS_OF_SN = sql('repair.records_of_sn', 'SELECT id FROM repair_record WHERE sn = $1 ORDER BY id');
const REPLACED_PARTS = sql(
  'repair.replaced_parts',
  `SELECT id, barcode AS old_barcode, detail->>'new_barcode' AS new_barcode, reason, creater_id, created_at
         FROM unbind_log WHERE repair_record_id = $1 AND kind = 'repair_replace' ORDER BY id`,
);
const DEFECTS = sql(
  'repair.defects',
  `SELECT e.id AS error_code_id, e.fnumber, e.fname FROM repair_defect d JOIN error_code e ON e.id = d.error_code_id
       WHERE d.repair_record_id = $1 ORDER BY d.id`,
);
const RECORD_OF_KEY = sql('repair.record_of_key', 'SELECT id FROM repair_record WHERE idem_key = $1');
const LOCK_RECORD = sql(
  'repair.lock_record',
  'SELECT id, sn, status, station_id, worder_id FROM repair_record WHERE id = $1 FOR UPDATE',
);
const KNOWN_CODES = sql('repair.known_codes', 'SELECT id FROM error_code WHERE id = ANY($1) AND NOT disabled');
const FAULT_LIST = sql('repair.fault_list', 'SELECT error_code_id FROM station_gzxx WHERE station_id = $1');
const ADD_DEFECTS = sql(
  'repair.add_defects',
  'INSERT INTO repair_defect (repair_record_id, error_code_id) SELECT $1, unnest($2::int[])',
);
const BINDING_OWNER = sql('repair.binding_owner', 'SELECT sn, barcode FROM material_binding WHERE id = $1');

// The repair loop (docs/state-machines.md, "Repair"): a failed unit is entered with its defect codes and held; its
// repair records cause, action and replaced parts and sends it back into its flow, or scraps it.
export class RepairService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
    private readonly binding: BindingService,
  ) {}

  async badEnter(input: BadEnterInput, userId: number | null): Promise<Row> {
    if (input.idempotency_key) {
      const seen = await this.byKey(input.idempotency_key);
      if (seen) return seen;
    }
    try {
      return await inTransaction(this.pool, async (c) => {
        const pos = await lockSnState(c, input.sn);
        const station = await stationOf(c, input.station_id);
        await this.checkCodes(c, station.id, input.error_code_ids);
        const open = await rows(c, OPEN_RECORD, [input.sn]);
        if (open[0]) throw refuse('sn', 'repair.already_waiting_record', { sn: input.sn, id: open[0].id });
        const steps = await flowSteps(c, pos.workflow_id);
        const seq = steps.find((s) => s.station_id === station.id)?.seq ?? pos.next_seq;
        const logId = await writeRepairLog(c, pos, station, seq, StationReportResult.BAD_ENTER, {
          id: userId,
          name: await userName(c, userId),
        });
        await run(c, SN_BAD_ENTERED, [input.sn, StationReportResult.BAD_ENTER]);
        const [{ id }] = await rows(c, ADD_RECORD, [
          input.sn,
          pos.worder_id,
          station.id,
          input.fdesc,
          logId,
          input.idempotency_key,
          userId,
        ]);
        await this.writeDefects(c, id, input.error_code_ids);
        await resourceEvent(c, this.def(), 'create', id, userId);
        return this.withDefects(id, c);
      });
    } catch (e) {
      // the same key sent twice at once: the second answers what the first stored.
      if ((e as { code?: string }).code === '23505' && input.idempotency_key) {
        const seen = await this.byKey(input.idempotency_key);
        if (seen) return seen;
      }
      if ((e as { code?: string }).code === '23505') throw refuse('sn', 'repair.already_waiting', { sn: input.sn });
      throw e;
    }
  }

  async updateBadEnter(
    input: { id: number; error_code_ids?: number[]; fdesc?: string },
    userId: number | null,
  ): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      const rec = await this.lockRecord(c, input.id);
      if (rec.status !== RepairStatus.WAITING) throw refuse('id', 'repair.record_repaired', { id: rec.id });
      if (input.error_code_ids) {
        await this.checkCodes(c, rec.station_id, input.error_code_ids);
        await run(c, FORGET_DEFECTS, [rec.id]);
        await this.writeDefects(c, rec.id, input.error_code_ids);
      }
      if (input.fdesc !== undefined) await run(c, SET_FDESC, [rec.id, input.fdesc]);
      await resourceEvent(c, this.def(), 'update', rec.id, userId);
      return this.withDefects(rec.id, c);
    });
  }

  async repair(input: RepairInput, userId: number | null): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      const rec = await this.lockRecord(c, input.id);
      if (rec.status !== RepairStatus.WAITING)
        throw refuse('id', 'repair.record_not_waiting', { id: rec.id, status: rec.status });
      const pos = await lockSnState(c, rec.sn);
      const replaced = [];
      for (const [i, r] of input.replace.entries()) replaced.push(await this.replace(c, rec, r, i, userId));
      if (input.scrap) {
        await run(c, SCRAP, [rec.id, input.cause, input.action, userId]);
      } else {
        const steps = await flowSteps(c, pos.workflow_id);
        const back = await this.backStep(c, rec, pos, steps, input.back_station_id);
        const result = replaced.length > 0 ? StationReportResult.UNBIND : StationReportResult.REWORK;
        const station = await stationOf(c, back.station_id, 'back_station_id');
        const logId = await writeRepairLog(c, pos, station, back.seq, result, {
          id: userId,
          name: await userName(c, userId),
        });
        // fail_count 1: the retest after a repair is not a first pass.
        await run(c, SN_BACK, [rec.sn, back.seq, result]);
        await run(c, REPAIRED, [rec.id, input.cause, input.action, userId, back.station_id, result, logId]);
      }
      await resourceEvent(c, this.def(), 'update', rec.id, userId);
      return { ...(await this.withDefects(rec.id, c)), replaced };
    });
  }

  /** the newest repair record of an SN with its defects, or null. */
  async last(sn: string): Promise<Row | null> {
    const last = await first(this.pool, LAST_RECORD, [sn]);
    return last ? this.withDefects(last.id) : null;
  }

  /** every repair of an SN, oldest first, each with its defects and the parts replaced in it. */
  async history(sn: string): Promise<Row[]> {
    const records = await rows(this.pool, RECORDS_OF_SN, [sn]);
    const out: Row[] = [];
    for (const r of records) {
      const parts = await rows(this.pool, REPLACED_PARTS, [r.id]);
      out.push({ ...(await this.withDefects(r.id)), replaced: parts });
    }
    return out;
  }

  /** `c`: the caller's transaction, else the pool */
  async withDefects(id: number, c?: Tx): Promise<Row> {
    const row = await this.resources.get(this.def(), id, c);
    const defects = await rows(c ?? this.pool, DEFECTS, [id]);
    return { ...row, defects };
  }

  private async byKey(key: string): Promise<Row | null> {
    const seen = await first(this.pool, RECORD_OF_KEY, [key]);
    return seen ? { ...(await this.withDefects(seen.id)), repeated: true } : null;
  }

  private async lockRecord(c: Tx, id: number): Promise<RecordRow> {
    const rec = await first(c, LOCK_RECORD, [id]);
    if (!rec) throw refuse('id', 'repair.no_record', { id });
    return rec;
  }

  // Each code must exist (1206); a station with a fault list (gzxx) takes only the codes of its list.
  private async checkCodes(c: Tx, stationId: number, ids: number[]): Promise<void> {
    const known = await rows(c, KNOWN_CODES, [ids]);
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length > 0)
      throw refuseAs(ErrorCode.NO_ERROR_CODE, 'error_code_ids', 'repair.no_error_codes', { ids: missing.join(', ') });
    const list = await rows(c, FAULT_LIST, [stationId]);
    if (list.length === 0) return;
    const outside = ids.filter((id) => !list.some((l) => l.error_code_id === id));
    if (outside.length > 0)
      throw refuse('error_code_ids', 'repair.code_not_in_fault_list', { ids: outside.join(', ') });
  }

  private async writeDefects(c: Tx, id: number, codes: number[]): Promise<void> {
    await run(c, ADD_DEFECTS, [id, codes]);
  }

  private async replace(c: Tx, rec: RecordRow, r: Replacement, i: number, userId: number | null): Promise<Row> {
    const owned = await rows(c, BINDING_OWNER, [r.binding_id]);
    if (!owned[0] || owned[0].sn !== rec.sn)
      throw refuse(`replace[${i}].binding_id`, 'repair.no_binding_of_sn', { id: r.binding_id, sn: rec.sn });
    const reason = r.reason || `repair ${rec.id}`;
    const fresh = await this.binding.changeIn(c, { id: r.binding_id, barcode: r.barcode, reason }, userId);
    await writeTrace(
      c,
      {
        kind: 'repair_replace',
        sn: rec.sn,
        barcode: owned[0].barcode,
        worder_id: rec.worder_id,
        material_binding_id: r.binding_id,
        repair_record_id: rec.id,
        reason,
        detail: { new_barcode: r.barcode, new_binding_id: fresh.id },
      },
      userId,
    );
    return fresh;
  }

  // Back to the step of the defect's station (retested there), or an earlier step the repairer names; never past it.
  private async backStep(c: Tx, rec: RecordRow, pos: LockedSn, steps: Step[], wanted: number | null): Promise<Step> {
    if (steps.length === 0)
      throw refuseAs(ErrorCode.NO_WORKFLOW, 'sn', 'repair.flow_no_stations', { sn: rec.sn }, null);
    const last = steps[steps.length - 1];
    const atDefect =
      steps.find((s) => s.station_id === rec.station_id) ??
      (pos.done ? last : (steps.find((s) => s.seq === pos.next_seq) ?? last));
    if (wanted === null) return atDefect;
    const st = await stationOf(c, wanted, 'back_station_id');
    const step = steps.find((s) => s.station_id === wanted);
    if (!step)
      throw refuseAs(ErrorCode.STATION_NOT_IN_FLOW, 'back_station_id', 'repair.back_not_in_flow', {
        station: st.fnumber,
        sn: rec.sn,
      });
    if (step.seq > atDefect.seq)
      throw refuseAs(ErrorCode.STATION_UNREACHABLE, 'back_station_id', 'repair.back_after_defect', {
        station: st.fnumber,
        defect: atDefect.fnumber,
      });
    return step;
  }
}
