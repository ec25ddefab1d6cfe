import type { DataSource, EntityManager } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import type { BindingService } from '../product-mgt';
import { managerSql, settleBox } from '../shop-floor';
import type { RepairService } from './repair.service';
import { lockSnState } from './sn-position';
import { writeTrace } from './trace';

type BindingRow = { id: number; sn: string; barcode: string; icitem_id: number; worder_id: number };

const BINDINGS = `
SELECT b.id, b.sn, b.barcode, b.icitem_id, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, b.worder_id,
  b.station_id, b.replaced, b.replaced_at, b.replaces_id, b.reason, b.creater_id, b.created_at
FROM material_binding b JOIN icitem i ON i.id = b.icitem_id`;

// The undo calls (docs/repair-binding.md, "Unbinding"): each locks what it undoes and writes an unbind_log row naming
// who, what and why in the same transaction.
export class UnbindService {
  constructor(
    private readonly ds: DataSource,
    private readonly repairs: RepairService,
    private readonly binding: BindingService,
  ) {}

  /** what a repair may replace: the SN's order, its open repair (with defects) and the parts bound now. */
  async replaceInfo(sn: string): Promise<Record<string, unknown>> {
    const item = (await this.ds.query(
      `SELECT ws.sn, w.id AS worder_id, w.fbillno, w.product_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
       WHERE ws.sn = $1`,
      [sn],
    )) as Record<string, unknown>[];
    if (!item[0]) throw refuse('sn', 'repair.no_sn', { sn });
    const last = await this.repairs.last(sn);
    return {
      ...item[0],
      repair: last && last.status === 1 ? last : null,
      bindings: await this.ds.query(`${BINDINGS} WHERE b.sn = $1 AND NOT b.replaced ORDER BY b.id`, [sn]),
    };
  }

  /** every binding of an SN (history included), or the bindings of one barcode. */
  async materialBinding(by: { sn?: string; barcode?: string }): Promise<unknown[]> {
    if (by.sn !== undefined) return this.ds.query(`${BINDINGS} WHERE b.sn = $1 ORDER BY b.id`, [by.sn]);
    return this.ds.query(`${BINDINGS} WHERE b.barcode = $1 ORDER BY b.id`, [by.barcode]);
  }

  /** releases the SN's parts (the given bindings, or all bound now): each flagged replaced, each traced. */
  async unbind(
    input: { sn: string; binding_ids: number[] | null; reason: string },
    userId: number | null,
  ): Promise<{ sn: string; released: number[] }> {
    return this.ds.transaction(async (m) => {
      await lockSnState(m, input.sn);
      const released = await this.release(m, input.sn, input.binding_ids, 'unbind', input.reason, userId);
      if (released.length === 0) throw refuse('sn', 'repair.nothing_bound', { sn: input.sn });
      return { sn: input.sn, released };
    });
  }

  /** a batch number handed to an order goes back to the pool. */
  async bnTable(input: { bn: string; reason: string }, userId: number | null): Promise<Record<string, unknown>> {
    return this.ds.transaction(async (m) => {
      const rows = (await m.query('SELECT id, bn, worder_id, status FROM bn_table WHERE bn = $1 FOR UPDATE', [
        input.bn,
      ])) as { id: number; bn: string; worder_id: number | null; status: number }[];
      const row = rows[0];
      if (!row) throw refuse('bn', 'repair.no_batch_number', { bn: input.bn });
      if (row.status === 0 && row.worder_id === null) throw refuse('bn', 'repair.bn_not_handed_out', { bn: input.bn });
      await m.query('UPDATE bn_table SET status = 0, worder_id = NULL, updated_at = now() WHERE id = $1', [row.id]);
      await writeTrace(
        m,
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
    return this.ds.transaction(async (m) => {
      const rows = (await m.query(
        `SELECT ws.id, ws.worder_id, w.fbillno FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
         WHERE ws.sn = $1 FOR UPDATE OF ws`,
        [input.sn],
      )) as { id: number; worder_id: number; fbillno: string }[];
      const sn = rows[0];
      if (!sn) throw refuse('sn', 'repair.sn_in_no_order', { sn: input.sn });
      const boxed = (await m.query('SELECT b.fnumber FROM box_item i JOIN box b ON b.id = i.box_id WHERE i.sn = $1', [
        input.sn,
      ])) as { fnumber: string }[];
      if (boxed[0]) throw refuse('sn', 'repair.sn_in_box', { sn: input.sn, box: boxed[0].fnumber });
      const released = await this.release(m, input.sn, null, 'unbind', input.reason, userId);
      const state = (await m.query(
        'WITH d AS (DELETE FROM sn_state WHERE sn = $1 RETURNING next_seq, done, last_result) SELECT * FROM d',
        [input.sn],
      )) as Record<string, unknown>[];
      await m.query('DELETE FROM worder_sn WHERE id = $1', [sn.id]);
      await m.query('UPDATE sn_table SET status = 0, worder_id = NULL, updated_at = now() WHERE sn = $1', [input.sn]);
      const id = await writeTrace(
        m,
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
    return this.ds.transaction(async (m) => {
      const items = (await m.query('SELECT id, box_id, fqty FROM box_item WHERE sn = $1', [input.sn])) as {
        id: number;
        box_id: number;
        fqty: string;
      }[];
      if (!items[0]) throw refuse('sn', 'repair.sn_in_no_box', { sn: input.sn });
      // the order first, as packing locks it: its boxes, cartons and pallets change one change at a time
      await m.query('SELECT w.id FROM worder w JOIN box b ON b.worder_id = w.id WHERE b.id = $1 FOR UPDATE OF w', [
        items[0].box_id,
      ]);
      const boxes = (await m.query('SELECT id, fnumber, status, worder_id FROM box WHERE id = $1 FOR UPDATE', [
        items[0].box_id,
      ])) as { id: number; fnumber: string; status: number; worder_id: number | null }[];
      const box = boxes[0];
      if (![0, 1, 2].includes(box.status))
        throw refuse('sn', 'repair.box_in_stock', { box: box.fnumber, status: box.status });
      const gone = (await m.query('WITH d AS (DELETE FROM box_item WHERE id = $1 RETURNING id) SELECT id FROM d', [
        items[0].id,
      ])) as unknown[];
      if (gone.length === 0) throw refuse('sn', 'repair.sn_left_box', { sn: input.sn });
      await m.query(
        `UPDATE box SET fqty = GREATEST(fqty - $2::numeric, 0), status = CASE WHEN status = 2 THEN 1 ELSE status END,
           updated_at = now() WHERE id = $1`,
        [box.id, items[0].fqty],
      );
      await settleBox(managerSql(m), box.id, { stationId: null, userId });
      const id = await writeTrace(
        m,
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
    return this.ds.query(
      `SELECT ws.id, ws.sn, json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder,
         (SELECT json_build_object('id', r.id, 'status', r.status, 'station_id', r.station_id, 'created_at', r.created_at)
          FROM repair_record r WHERE r.sn = ws.sn ORDER BY r.id DESC LIMIT 1) AS repair
       FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
       WHERE ws.sn ILIKE '%' || $1 || '%' ORDER BY ws.sn LIMIT 50`,
      [text.replace(/[\\%_]/g, (c) => `\\${c}`)],
    );
  }

  private async release(
    m: EntityManager,
    sn: string,
    ids: number[] | null,
    kind: string,
    reason: string,
    userId: number | null,
  ): Promise<number[]> {
    const rows = (await m.query(
      'SELECT id, sn, barcode, icitem_id, worder_id FROM material_binding WHERE sn = $1 AND NOT replaced FOR UPDATE',
      [sn],
    )) as BindingRow[];
    if (ids) {
      const missing = ids.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length > 0) throw refuse('binding_ids', 'repair.no_binding_now', { sn, ids: missing.join(', ') });
    }
    const chosen = ids ? rows.filter((r) => ids.includes(r.id)) : rows;
    for (const b of chosen) {
      await m.query(
        'UPDATE material_binding SET replaced = true, replaced_at = now(), updated_at = now() WHERE id = $1',
        [b.id],
      );
      await this.binding.emit(m, 'update', b.id, userId);
      await writeTrace(
        m,
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
