import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import type { BindingService } from '../product-mgt';
import { settleBox } from '../shop-floor';
import type { RepairService } from './repair.service';
import { lockSnState } from './sn-position';
import { writeTrace } from './trace';

// the bindings of an SN (bound now, or all) or of a barcode: one text each
const BOUND_OF_SN = sql(
  'repair.bound_of_sn',
  `
SELECT b.id, b.sn, b.barcode, b.icitem_id, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, b.worder_id,
  b.station_id, b.replaced, b.replaced_at, b.replaces_id, b.reason, b.creater_id, b.created_at
FROM material_binding b JOIN icitem i ON i.id = b.icitem_id WHERE b.sn = $1 AND NOT b.replaced ORDER BY b.id`,
);
const BINDINGS_OF_SN = sql(
  'repair.bindings_of_sn',
  `
SELECT b.id, b.sn, b.barcode, b.icitem_id, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, b.worder_id,
  b.station_id, b.replaced, b.replaced_at, b.replaces_id, b.reason, b.creater_id, b.created_at
FROM material_binding b JOIN icitem i ON i.id = b.icitem_id WHERE b.sn = $1 ORDER BY b.id`,
);
const BINDINGS_OF_BARCODE = sql(
  'repair.bindings_of_barcode',
  `
SELECT b.id, b.sn, b.barcode, b.icitem_id, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, b.worder_id,
  b.station_id, b.replaced, b.replaced_at, b.replaces_id, b.reason, b.creater_id, b.created_at
FROM material_binding b JOIN icitem i ON i.id = b.icitem_id WHERE b.barcode = $1 ORDER BY b.id`,
);
const SN_ORDER = sql(
  'repair.sn_order',
  `SELECT ws.sn, w.id AS worder_id, w.fbillno, w.product_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
       WHERE ws.sn = $1`,
);
const LOCK_BN = sql('repair.lock_bn', 'SELECT id, bn, worder_id, status FROM bn_table WHERE bn = $1 FOR UPDATE');
const FREE_BN = sql(
  'repair.free_bn',
  'UPDATE bn_table SET status = 0, worder_id = NULL, updated_at = now() WHERE id = $1',
);
const LOCK_SN_OF_ORDER = sql(
  'repair.lock_sn_of_order',
  `SELECT ws.id, ws.worder_id, w.fbillno FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
         WHERE ws.sn = $1 FOR UPDATE OF ws`,
);
const BOX_OF_SN = sql(
  'repair.box_of_sn',
  'SELECT b.fnumber FROM box_item i JOIN box b ON b.id = i.box_id WHERE i.sn = $1',
);
const FORGET_SN_STATE = sql(
  'repair.forget_sn_state',
  'WITH d AS (DELETE FROM sn_state WHERE sn = $1 RETURNING next_seq, done, last_result) SELECT * FROM d',
);
const FORGET_WORDER_SN = sql('repair.forget_worder_sn', 'DELETE FROM worder_sn WHERE id = $1');
const FREE_SN = sql(
  'repair.free_sn',
  'UPDATE sn_table SET status = 0, worder_id = NULL, updated_at = now() WHERE sn = $1',
);
const BOX_ITEM_OF_SN = sql('repair.box_item_of_sn', 'SELECT id, box_id, fqty FROM box_item WHERE sn = $1');
const LOCK_ORDER_OF_BOX = sql(
  'repair.lock_order_of_box',
  'SELECT w.id FROM worder w JOIN box b ON b.worder_id = w.id WHERE b.id = $1 FOR UPDATE OF w',
);
const LOCK_BOX = sql('repair.lock_box', 'SELECT id, fnumber, status, worder_id FROM box WHERE id = $1 FOR UPDATE');
const TAKE_BOX_ITEM = sql(
  'repair.take_box_item',
  'WITH d AS (DELETE FROM box_item WHERE id = $1 RETURNING id) SELECT id FROM d',
);
const OPEN_BOX = sql(
  'repair.open_box',
  `UPDATE box SET fqty = GREATEST(fqty - $2::numeric, 0), status = CASE WHEN status = 2 THEN 1 ELSE status END,
           updated_at = now() WHERE id = $1`,
);
const SEARCH_WITH_REPAIR = sql(
  'repair.search_with_repair',
  `SELECT ws.id, ws.sn, json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder,
         (SELECT json_build_object('id', r.id, 'status', r.status, 'station_id', r.station_id, 'created_at', r.created_at)
          FROM repair_record r WHERE r.sn = ws.sn ORDER BY r.id DESC LIMIT 1) AS repair
       FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
       WHERE ws.sn ILIKE '%' || $1 || '%' ORDER BY ws.sn LIMIT 50`,
  { notNull: ['worder'] },
);
const LOCK_BOUND = sql(
  'repair.lock_bound',
  'SELECT id, sn, barcode, icitem_id, worder_id FROM material_binding WHERE sn = $1 AND NOT replaced FOR UPDATE',
);
const RELEASE = sql(
  'repair.release',
  'UPDATE material_binding SET replaced = true, replaced_at = now(), updated_at = now() WHERE id = $1',
);

// The undo calls (docs/repair-binding.md, "Unbinding"): each locks what it undoes and writes an unbind_log row naming
// who, what and why in the same transaction.
export class UnbindService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly repairs: RepairService,
    private readonly binding: BindingService,
  ) {}

  /** what a repair may replace: the SN's order, its open repair (with defects) and the parts bound now. */
  async replaceInfo(sn: string): Promise<Record<string, unknown>> {
    const item = await first(this.pool, SN_ORDER, [sn]);
    if (!item) throw refuse('sn', 'repair.no_sn', { sn });
    const last = await this.repairs.last(sn);
    return {
      ...item,
      repair: last && last.status === 1 ? last : null,
      bindings: await rows(this.pool, BOUND_OF_SN, [sn]),
    };
  }

  /** every binding of an SN (history included), or the bindings of one barcode. */
  async materialBinding(by: { sn?: string; barcode?: string }): Promise<unknown[]> {
    if (by.sn !== undefined) return rows(this.pool, BINDINGS_OF_SN, [by.sn]);
    return rows(this.pool, BINDINGS_OF_BARCODE, [by.barcode ?? null]);
  }

  /** releases the SN's parts (the given bindings, or all bound now): each flagged replaced, each traced. */
  async unbind(
    input: { sn: string; binding_ids: number[] | null; reason: string },
    userId: number | null,
  ): Promise<{ sn: string; released: number[] }> {
    return inTransaction(this.pool, async (c) => {
      await lockSnState(c, input.sn);
      const released = await this.release(c, input.sn, input.binding_ids, 'unbind', input.reason, userId);
      if (released.length === 0) throw refuse('sn', 'repair.nothing_bound', { sn: input.sn });
      return { sn: input.sn, released };
    });
  }

  /** a batch number handed to an order goes back to the pool. */
  async bnTable(input: { bn: string; reason: string }, userId: number | null): Promise<Record<string, unknown>> {
    return inTransaction(this.pool, async (c) => {
      const row = await first(c, LOCK_BN, [input.bn]);
      if (!row) throw refuse('bn', 'repair.no_batch_number', { bn: input.bn });
      if (row.status === 0 && row.worder_id === null) throw refuse('bn', 'repair.bn_not_handed_out', { bn: input.bn });
      await run(c, FREE_BN, [row.id]);
      await writeTrace(
        c,
        {
          kind: 'bn_table',
          barcode: row.bn,
          worder_id: row.worder_id,
          reason: input.reason,
          detail: { bn_id: row.id },
        },
        userId,
      );
      return { id: row.id, bn: row.bn, worder_id: null, status: 0, previous_worder_id: row.worder_id };
    });
  }

  /**
   * An SN leaves its work order and its number may be used again: its parts are released, its routing state
   * removed, its sn_table row freed. Its station reports stay (the record of what was made). Refused while boxed.
   */
  async snRecycle(input: { sn: string; reason: string }, userId: number | null): Promise<Record<string, unknown>> {
    return inTransaction(this.pool, async (c) => {
      const sn = await first(c, LOCK_SN_OF_ORDER, [input.sn]);
      if (!sn) throw refuse('sn', 'repair.sn_in_no_order', { sn: input.sn });
      const boxed = await rows(c, BOX_OF_SN, [input.sn]);
      if (boxed[0]) throw refuse('sn', 'repair.sn_in_box', { sn: input.sn, box: boxed[0].fnumber });
      const released = await this.release(c, input.sn, null, 'unbind', input.reason, userId);
      const state = await rows(c, FORGET_SN_STATE, [input.sn]);
      await run(c, FORGET_WORDER_SN, [sn.id]);
      await run(c, FREE_SN, [input.sn]);
      const id = await writeTrace(
        c,
        {
          kind: 'sn_recycle',
          sn: input.sn,
          worder_id: sn.worder_id,
          reason: input.reason,
          detail: { worder: sn.fbillno, released, state: state[0] ?? null },
        },
        userId,
      );
      return { id, sn: input.sn, worder_id: sn.worder_id, released };
    });
  }

  /** an SN taken out of its box for rework: the box's count goes down and a closed box opens again. */
  async unboxingRework(input: { sn: string; reason: string }, userId: number | null): Promise<Record<string, unknown>> {
    return inTransaction(this.pool, async (c) => {
      const items = await rows(c, BOX_ITEM_OF_SN, [input.sn]);
      if (!items[0]) throw refuse('sn', 'repair.sn_in_no_box', { sn: input.sn });
      // the order first, as packing locks it: its boxes, cartons and pallets change one change at a time
      await rows(c, LOCK_ORDER_OF_BOX, [items[0].box_id]);
      const [box] = await rows(c, LOCK_BOX, [items[0].box_id]);
      if (![0, 1, 2].includes(box.status))
        throw refuse('sn', 'repair.box_in_stock', { box: box.fnumber, status: box.status });
      const gone = await rows(c, TAKE_BOX_ITEM, [items[0].id]);
      if (gone.length === 0) throw refuse('sn', 'repair.sn_left_box', { sn: input.sn });
      await run(c, OPEN_BOX, [box.id, items[0].fqty]);
      await settleBox(c, box.id, { stationId: null, userId });
      const id = await writeTrace(
        c,
        {
          kind: 'unboxing_rework',
          sn: input.sn,
          barcode: box.fnumber,
          box_id: box.id,
          worder_id: box.worder_id,
          reason: input.reason,
          detail: { box_status_before: box.status },
        },
        userId,
      );
      return { id, sn: input.sn, box_id: box.id, box: box.fnumber };
    });
  }

  /** SNs containing the text (up to 50), each with its newest repair record's id and status. */
  async searchWithRepair(text: string): Promise<unknown[]> {
    return rows(this.pool, SEARCH_WITH_REPAIR, [text.replace(/[\\%_]/g, (c) => `\\${c}`)]);
  }

  // in the caller's transaction (unbind, sn_recycle)
  private async release(
    c: Tx,
    sn: string,
    ids: number[] | null,
    kind: string,
    reason: string,
    userId: number | null,
  ): Promise<number[]> {
    const bound = await rows(c, LOCK_BOUND, [sn]);
    if (ids) {
      const missing = ids.filter((id) => !bound.some((r) => r.id === id));
      if (missing.length > 0) throw refuse('binding_ids', 'repair.no_binding_now', { sn, ids: missing.join(', ') });
    }
    const chosen = ids ? bound.filter((r) => ids.includes(r.id)) : bound;
    for (const b of chosen) {
      await run(c, RELEASE, [b.id]);
      await this.binding.emit(c, 'update', b.id, userId);
      await writeTrace(
        c,
        {
          kind,
          sn,
          barcode: b.barcode,
          worder_id: b.worder_id,
          material_binding_id: b.id,
          reason,
          detail: { icitem_id: b.icitem_id },
        },
        userId,
      );
    }
    return chosen.map((b) => b.id);
  }
}
