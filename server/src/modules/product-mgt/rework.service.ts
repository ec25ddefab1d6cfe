import { ErrorCode, StationReportResult, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type RowOf, type Tx } from '../../core/db/sql';
import type { RowError } from '../../core/spreadsheet/spreadsheet';
import type { Ctx } from './ctx';
import { importRefused, type SnRow } from './sheets';
import { listSns, type SnListAnswer } from './sn-list';
import { statusWord } from './work-order.state-machine';
import { writeOutbox } from '../../core/events/outbox.writer';

type Reworder = RowOf<'product-mgt.lock_reworder'>;
/** the open rework order another SN is in: its number and status word */
type Busy = { order: string; status: string };
type Prepared = { fresh: string[]; already: number; foreign: string[]; busy: Map<string, Busy> };
export type EnterAnswer = { entered: number; already: number; in_other_rework: number };

const REWORDER = sql('product-mgt.reworder', 'SELECT id FROM reworder WHERE id = $1');
const LOCK_REWORDER = sql(
  'product-mgt.lock_reworder',
  `SELECT r.id, r.fbillno, r.worder_id, r.workflow_id, r.status, w.fbillno AS worder_fbillno
       FROM reworder r JOIN worder w ON w.id = r.worder_id WHERE r.id = $1 FOR UPDATE OF r`,
);
const FLOW_STATIONS = sql(
  'product-mgt.rework_flow_stations',
  'SELECT count(*)::int AS n FROM workflow_station WHERE workflow_id = $1',
  { notNull: ['n'] },
);
const REWORKABLE = sql(
  'product-mgt.reworkable_sns',
  `SELECT ws.sn FROM worder_sn ws WHERE ws.worder_id = $1 AND (
           EXISTS (SELECT 1 FROM station_log l WHERE l.sn = ws.sn AND l.worder_id = $1)
           OR EXISTS (SELECT 1 FROM sn_state st WHERE st.sn = ws.sn AND st.done)) ORDER BY ws.id`,
);
const ENTRY_REWORDER = sql('product-mgt.rework_entry_order', 'SELECT reworder_id FROM reworder_sn WHERE id = $1');
const LOCK_ENTRY = sql('product-mgt.lock_rework_entry', 'SELECT id FROM reworder_sn WHERE id = $1 FOR UPDATE');
const LOCK_ENTRIES = sql(
  'product-mgt.lock_rework_entries',
  'SELECT id FROM reworder_sn WHERE reworder_id = $1 FOR UPDATE',
);
const REPORTED = sql(
  'product-mgt.rework_reported',
  `SELECT e.sn FROM reworder_sn e WHERE e.id = ANY($1)
       AND EXISTS (SELECT 1 FROM station_log l WHERE l.sn = e.sn AND l.reworder_id = $2) ORDER BY e.id LIMIT 1`,
);
const LOCK_STATES = sql(
  'product-mgt.rework_lock_states',
  'SELECT 1 FROM sn_state st JOIN reworder_sn e ON e.sn = st.sn WHERE e.id = ANY($1) FOR UPDATE OF st',
);
const RESTORE_STATES = sql(
  'product-mgt.rework_restore_states',
  `UPDATE sn_state st SET worder_id = p.worder_id, workflow_id = p.workflow_id, reworder_id = p.reworder_id, next_seq = p.next_seq,
         last_result = p.last_result, fail_count = p.fail_count, done = p.done, updated_at = now()
       FROM reworder_sn e CROSS JOIN LATERAL jsonb_populate_record(NULL::sn_state, e.prev_state) p
       WHERE e.id = ANY($1) AND e.prev_state IS NOT NULL AND st.sn = e.sn AND st.reworder_id = $2`,
);
const DROP_STATES = sql(
  'product-mgt.rework_drop_states',
  'DELETE FROM sn_state st USING reworder_sn e WHERE e.id = ANY($1) AND e.prev_state IS NULL AND st.sn = e.sn AND st.reworder_id = $2',
);
const DROP_ENTRIES = sql('product-mgt.rework_drop_entries', 'DELETE FROM reworder_sn WHERE id = ANY($1)');
const OWN_SNS = sql('product-mgt.rework_own_sns', 'SELECT sn FROM worder_sn WHERE worder_id = $1 AND sn = ANY($2)');
const ENTERED_SNS = sql(
  'product-mgt.rework_entered_sns',
  'SELECT sn FROM reworder_sn WHERE reworder_id = $1 AND sn = ANY($2)',
);
const OTHER_STATES = sql(
  'product-mgt.rework_other_states',
  `SELECT st.sn, st.done, r.fbillno, r.status FROM sn_state st JOIN reworder r ON r.id = st.reworder_id
       WHERE st.sn = ANY($1) AND st.reworder_id <> $2 FOR UPDATE OF st`,
);
const ADD_ENTRIES = sql(
  'product-mgt.rework_add_entries',
  `INSERT INTO reworder_sn (reworder_id, sn, prev_state, creater_id)
         SELECT $1, s, (SELECT to_jsonb(st) FROM sn_state st WHERE st.sn = s), $3 FROM unnest($2::varchar[]) AS s`,
);
const ROUTE_TO_REWORK = sql(
  'product-mgt.rework_route_sns',
  `INSERT INTO sn_state (sn, worder_id, workflow_id, reworder_id, next_seq, done, last_result, fail_count, updated_at)
         SELECT s, $2, $3, $4, 1, false, $5, 0, now() FROM unnest($1::varchar[]) AS s
         ON CONFLICT (sn) DO UPDATE SET worder_id = EXCLUDED.worder_id, workflow_id = EXCLUDED.workflow_id,
           reworder_id = EXCLUDED.reworder_id, next_seq = 1, done = false, last_result = EXCLUDED.last_result, fail_count = 0, updated_at = now()`,
);

const OPEN = [WorkOrderStatus.READY, WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];
const noEntry = (id: number) => refuse('id', 'record.no_such', { resource: 'reworder_sn', id });
const noReworder = (id: number) => refuse('reworder_id', 'record.no_such', { resource: 'reworder', id });

// Serial numbers entering a rework order (reworder_sn). Entering sets the SN's routing state (sn_state) to step 1 of
// the rework flow with last_result 4 (rework), so the next station report routes it there; the state it had before is
// kept in the entry and put back if the entry is removed before the SN reported in the rework.
export class ReworkService {
  constructor(private readonly pool: pg.Pool) {}

  /** all or none: an SN of another order answers 1213, one in another open rework order 400. */
  async enter(reworderId: number, sns: string[], ctx: Ctx): Promise<EnterAnswer> {
    return inTransaction(this.pool, async (c) => {
      const rw = await this.lockOpen(c, reworderId);
      const p = await this.prepare(c, rw, sns);
      if (p.foreign.length > 0) {
        const more = p.foreign.length - 1;
        throw refuseAs(
          ErrorCode.SN_NOT_IN_ORDER,
          'sns',
          more > 0 ? 'product.rework_sns_not_in_order' : 'product.rework_sn_not_in_order',
          { sn: p.foreign[0], order: rw.worder_fbillno, more },
          { field: 'sns', sns: p.foreign },
        );
      }
      const busy = [...p.busy][0];
      if (busy) throw refuse('sns', 'product.rework_sn_busy', { sn: busy[0], ...busy[1] });
      return this.write(c, rw, p.fresh, p.already, 0, ctx);
    });
  }

  /** every SN of the original order that has station reports or is done; SNs in another open rework are left there. */
  async enterAll(reworderId: number, ctx: Ctx): Promise<EnterAnswer> {
    return inTransaction(this.pool, async (c) => {
      const rw = await this.lockOpen(c, reworderId);
      const reworkable = await rows(c, REWORKABLE, [rw.worder_id]);
      const p = await this.prepare(
        c,
        rw,
        reworkable.map((r) => r.sn),
      );
      return this.write(
        c,
        rw,
        p.fresh.filter((s) => !p.busy.has(s)),
        p.already,
        p.busy.size,
        ctx,
      );
    });
  }

  /** the SNs of a sheet, all or none; each problem names its row (1213 when an SN is not in the original order). */
  async importRows(reworderId: number, rows: SnRow[], ctx: Ctx): Promise<EnterAnswer> {
    return inTransaction(this.pool, async (c) => {
      const rw = await this.lockOpen(c, reworderId);
      const p = await this.prepare(
        c,
        rw,
        rows.map((r) => r.sn),
      );
      const foreign = new Set(p.foreign);
      const errors: RowError[] = [];
      for (const r of rows) {
        if (foreign.has(r.sn))
          errors.push({ row: r.row, field: 'sn', message: `${r.sn} is not in work order ${rw.worder_fbillno}` });
        else if (p.busy.has(r.sn)) {
          const b = p.busy.get(r.sn)!;
          errors.push({ row: r.row, field: 'sn', message: `${r.sn} is in rework order ${b.order} (${b.status})` });
        }
      }
      if (errors.length > 0)
        throw importRefused(errors, foreign.size > 0 ? ErrorCode.SN_NOT_IN_ORDER : ErrorCode.BAD_REQUEST);
      return this.write(c, rw, p.fresh, p.already, 0, ctx);
    });
  }

  async list(reworderId: number, filter: string): Promise<SnListAnswer> {
    if (!(await first(this.pool, REWORDER, [reworderId]))) throw noReworder(reworderId);
    return listSns(
      this.pool,
      {
        from: 'reworder_sn x JOIN reworder r ON r.id = x.reworder_id',
        where: 'x.reworder_id = $1',
        params: [reworderId],
        defaultWorkflow: 'r.workflow_id',
        select: 'x.created_at AS entered_at, x.creater_id AS entered_by',
      },
      filter,
    );
  }

  async remove(entryId: number, ctx: Ctx): Promise<{ id: number }> {
    const entry = await first(this.pool, ENTRY_REWORDER, [entryId]);
    if (!entry) throw noEntry(entryId);
    await inTransaction(this.pool, async (c) => {
      const rw = await this.lockReworder(c, entry.reworder_id);
      const ids = (await rows(c, LOCK_ENTRY, [entryId])).map((r) => r.id);
      if (ids.length === 0) throw noEntry(entryId);
      await this.removeEntries(c, rw, ids, 'id', ctx);
    });
    return { id: entryId };
  }

  async removeAll(reworderId: number, ctx: Ctx): Promise<{ deleted: number }> {
    return inTransaction(this.pool, async (c) => {
      const rw = await this.lockReworder(c, reworderId);
      const ids = (await rows(c, LOCK_ENTRIES, [reworderId])).map((r) => r.id);
      if (ids.length > 0) await this.removeEntries(c, rw, ids, 'reworder_id', ctx);
      return { deleted: ids.length };
    });
  }

  // An SN that already reported in this rework keeps its entry: the reports name the rework order.
  private async removeEntries(c: Tx, rw: Reworder, ids: number[], field: string, ctx: Ctx): Promise<void> {
    const reported = await first(c, REPORTED, [ids, rw.id]);
    if (reported) throw refuse(field, 'product.rework_sn_reported', { sn: reported.sn, order: rw.fbillno });
    await run(c, LOCK_STATES, [ids]);
    await run(c, RESTORE_STATES, [ids, rw.id]);
    await run(c, DROP_STATES, [ids, rw.id]);
    await run(c, DROP_ENTRIES, [ids]);
    await writeOutbox(c, TOPIC.reworkSnDelete, {
      resource: 'reworder_sn',
      module: 'product_mgt',
      action: 'delete',
      id: rw.id,
      entries: ids,
      by: ctx.userId,
    });
  }

  private async prepare(c: Tx, rw: Reworder, sns: string[]): Promise<Prepared> {
    const own = new Set((await rows(c, OWN_SNS, [rw.worder_id, sns])).map((r) => r.sn));
    const entered = new Set((await rows(c, ENTERED_SNS, [rw.id, sns])).map((r) => r.sn));
    const states = await rows(c, OTHER_STATES, [sns, rw.id]);
    const busy = new Map(
      states
        .filter((s) => !s.done && OPEN.some((o) => o === s.status))
        .map((s): [string, Busy] => [s.sn, { order: s.fbillno, status: statusWord(s.status) }]),
    );
    return {
      fresh: sns.filter((s) => own.has(s) && !entered.has(s)),
      already: sns.filter((s) => entered.has(s)).length,
      foreign: sns.filter((s) => !own.has(s)),
      busy,
    };
  }

  private async write(
    c: Tx,
    rw: Reworder,
    sns: string[],
    already: number,
    busy: number,
    ctx: Ctx,
  ): Promise<EnterAnswer> {
    if (sns.length > 0) {
      await run(c, ADD_ENTRIES, [rw.id, sns, ctx.userId]);
      await run(c, ROUTE_TO_REWORK, [sns, rw.worder_id, rw.workflow_id, rw.id, StationReportResult.REWORK]);
      await writeOutbox(c, TOPIC.reworkSnEnter, {
        resource: 'reworder_sn',
        module: 'product_mgt',
        action: 'enter',
        id: rw.id,
        count: sns.length,
        by: ctx.userId,
      });
    }
    return { entered: sns.length, already, in_other_rework: busy };
  }

  private async lockReworder(c: Tx, id: number): Promise<Reworder> {
    const rw = await first(c, LOCK_REWORDER, [id]);
    if (!rw) throw noReworder(id);
    return rw;
  }

  // Entering needs an open rework order whose flow has stations to route to.
  private async lockOpen(c: Tx, id: number): Promise<Reworder> {
    const rw = await this.lockReworder(c, id);
    if (!OPEN.some((s) => s === rw.status))
      throw refuse('reworder_id', 'product.rework_order_closed', { order: rw.fbillno, status: statusWord(rw.status) });
    const [{ n }] = await rows(c, FLOW_STATIONS, [rw.workflow_id]);
    if (n === 0) throw refuse('reworder_id', 'product.rework_workflow_empty', { order: rw.fbillno });
    return rw;
  }
}
