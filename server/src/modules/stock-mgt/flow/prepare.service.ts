import { BundleValidity, MaterialPreparationBuildStatus } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { resourceEvent } from '../../../core/resource/resource-event';
import { computeInventory, type PlanBomLine } from '../../bom-orders';
import { BOMS_OF_WORDER, bomsOfPlans } from '../../bom-orders';
import { nextBillNumber } from '../../../core/resource/bill-number';
import { stockDocRef } from '../documents/stock-document';
import { FLOW_DOCS } from './flow-documents';
import { prepareResource } from './prepare.resource';
import { feederNeeds } from './feeder-needs';
import { recommend, type CandidateReel, type Need, type PrepareSettings } from './recommend';
import { findReel, judgeLabel, type ScannedLabel } from './reel-scan';

type Header = {
  id: number;
  fbillno: string;
  checked: boolean;
  disabled: boolean;
  icpp_id: number | null;
  worder_id: number | null;
  smt_order_id: number | null;
  fqty: number;
  stock_id: number | null;
  to_stock_id: number | null;
  to_stock_place_id: number | null;
  rule: 'fefo' | 'fifo';
  partial_first: boolean;
  build_status: number;
};
export type Progress = { icitem_id: number; fnumber: string; need_qty: number; scanned_qty: number; missing: number };

const HEADER = `SELECT id, fbillno, checked, disabled, icpp_id, worder_id, smt_order_id, fqty::float8 AS fqty, stock_id, to_stock_id,
  to_stock_place_id, rule, partial_first, build_status FROM material_prepare WHERE id = $1`;

// material preparation as declared: the events of the work on it name it
const PREPARE = prepareResource();

// Material preparation's work (docs/material-flow.md): the recommendation, a clerk's reel scan (one reel is
// prepared into one open document: bundle_claim), ignoring a line, finishing into a pick to the line.
export class PrepareService {
  constructor(private readonly ds: DataSource) {}

  /**
   * what the preparation needs: for an SMT order, or a plan with a feeder list, the feeder list's usage per board x
   * the boards (+ attrition); else the BOM (of the plan, else of the work order's order and plans) x its quantity.
   */
  private async needs(m: EntityManager, doc: Header): Promise<Need[]> {
    const feeder = await feederNeeds(m, doc);
    if (feeder) return feeder.needs;
    // an SMT order without a feeder list: the BOM of its plan, else of its work order
    if (doc.smt_order_id !== null && doc.icpp_id === null && doc.worder_id === null)
      [{ icpp_id: doc.icpp_id, worder_id: doc.worder_id }] = (await m.query(
        'SELECT icpp_id, worder_id FROM smt_order WHERE id = $1',
        [doc.smt_order_id],
      )) as Pick<Header, 'icpp_id' | 'worder_id'>[];
    const plan = doc.icpp_id !== null;
    const [bom] = (await m.query(plan ? bomsOfPlans('$1') : BOMS_OF_WORDER, [doc.icpp_id ?? doc.worder_id])) as {
      id: number;
    }[];
    if (!bom) {
      const field = doc.smt_order_id !== null ? 'smt_order_id' : plan ? 'icpp_id' : 'worder_id';
      throw refuse(field, 'stock.no_feeder_list_or_bom', { fbillno: doc.fbillno });
    }
    let qty = doc.fqty;
    if (!(qty > 0) && doc.icpp_id !== null)
      qty = ((await m.query('SELECT fqty FROM icpp WHERE id = $1', [doc.icpp_id])) as { fqty: number }[])[0].fqty;
    const lines = (await m.query(
      'SELECT icitem_id, qty::float8 AS qty, scrap_rate::float8 AS scrap_rate FROM icbom_entry WHERE icbom_id = $1 ORDER BY id',
      [bom.id],
    )) as PlanBomLine[];
    return computeInventory(qty, lines, [], 0).map((l) => ({ icitem_id: l.icitem_id, need_qty: l.need_qty }));
  }

  private async lock(m: EntityManager, id: number, open = true): Promise<Header> {
    const [doc] = (await m.query(`${HEADER} FOR UPDATE`, [id])) as Header[];
    if (!doc) throw refuse('id', 'stock.no_material_prepare', { id });
    if (open && (doc.checked || doc.disabled || doc.build_status !== MaterialPreparationBuildStatus.START))
      throw refuse(
        'id',
        doc.checked ? 'stock.prepare_checked' : doc.disabled ? 'stock.prepare_discarded' : 'stock.prepare_finished',
        { fbillno: doc.fbillno },
      );
    return doc;
  }

  /** recomputes the recommendation: scanned lines stay and count, the rest is chosen again from what is on hand. */
  async regenerate(id: number, userId: number | null): Promise<Progress[]> {
    await this.ds.transaction(async (m) => {
      const doc = await this.lock(m, id);
      const needs = await this.needs(m, doc);
      await m.query('DELETE FROM material_prepare_entry WHERE material_prepare_id = $1 AND NOT scanned', [id]);
      const scanned = (await m.query(
        `SELECT icitem_id, sum(fqty)::float8 AS q FROM material_prepare_entry WHERE material_prepare_id = $1 GROUP BY icitem_id`,
        [id],
      )) as { icitem_id: number; q: number }[];
      const have = new Map(scanned.map((s) => [s.icitem_id, s.q]));
      const open = needs.map((n) => ({ ...n, need_qty: Math.max(0, n.need_qty - (have.get(n.icitem_id) ?? 0)) }));
      const reels = (await m.query(
        `SELECT b.id, b.fnumber, b.icitem_id, b.fqty::float8 AS fqty, b.init_qty::float8 AS init_qty, b.expiry_date,
                b.received_at, b.stock_id, b.stock_place_id
           FROM bundle b
          WHERE b.icitem_id = ANY($1) AND b.stock_id IS NOT NULL AND b.fqty > 0 AND NOT b.disabled
            AND b.validity <> $2 AND (b.expiry_date IS NULL OR b.expiry_date > now())
            AND ($3::int IS NULL OR b.stock_id = $3) AND b.stock_id IS DISTINCT FROM $4::int
            AND NOT EXISTS (SELECT 1 FROM bundle_claim c WHERE c.bundle_id = b.id)`,
        [needs.map((n) => n.icitem_id), BundleValidity.INVALID, doc.stock_id, doc.to_stock_id],
      )) as CandidateReel[];
      const settings: PrepareSettings = { rule: doc.rule, partial_first: doc.partial_first };
      const lines = recommend(open, reels, settings);
      const base = scanned.length;
      for (const n of needs)
        if (!lines.some((l) => l.icitem_id === n.icitem_id) && (have.get(n.icitem_id) ?? 0) === 0)
          lines.push({ ...n, bundle_id: null, stock_id: null, stock_place_id: null, fqty: 0, seq: lines.length + 1 });
      for (const l of lines)
        await m.query(
          `INSERT INTO material_prepare_entry (material_prepare_id, icitem_id, need_qty, bundle_id, stock_id, stock_place_id, fqty, seq)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            l.icitem_id,
            needs.find((n) => n.icitem_id === l.icitem_id)!.need_qty,
            l.bundle_id,
            l.stock_id,
            l.stock_place_id,
            l.fqty,
            base + l.seq,
          ],
        );
      await this.touch(m, id, userId);
    });
    return this.progress(id);
  }

  /** per material: needed, scanned and still missing. */
  async progress(id: number, m: Pick<EntityManager, 'query'> = this.ds): Promise<Progress[]> {
    return (
      (await m.query(
        `SELECT e.icitem_id, i.fnumber, max(e.need_qty)::float8 AS need_qty,
              COALESCE(sum(e.fqty) FILTER (WHERE e.scanned), 0)::float8 AS scanned_qty
         FROM material_prepare_entry e JOIN icitem i ON i.id = e.icitem_id
        WHERE e.material_prepare_id = $1 GROUP BY e.icitem_id, i.fnumber ORDER BY min(e.seq)`,
        [id],
      )) as Omit<Progress, 'missing'>[]
    ).map((p) => ({ ...p, missing: Math.max(0, Math.round((p.need_qty - p.scanned_qty) * 1e6) / 1e6) }));
  }

  /**
   * A clerk's reel scan (check_enter): the label judged (000 §5), the reel locked, needed by the document, in stock,
   * valid, unexpired and prepared nowhere else (bundle_claim's key: of two documents scanning one reel at once, one
   * wins and the other is told where it went). A recommended reel is confirmed; another reel of a needed material
   * is taken in its stead.
   */
  async scan(id: number, code: string, label: ScannedLabel, userId: number) {
    const answer = await this.ds.transaction(async (m) => {
      const doc = await this.lock(m, id);
      const entered = (await m.query(
        `SELECT 1 FROM doc_work WHERE doc_type = 'material_prepare' AND doc_id = $1 AND user_id = $2 AND left_at IS NULL`,
        [id, userId],
      )) as unknown[];
      if (entered.length === 0) throw refuse('id', 'stock.prepare_enter_first', { fbillno: doc.fbillno });
      const reel = await findReel(m, code, true);
      judgeLabel(reel, label);
      const [claim] = (await m.query(
        `SELECT c.doc_id, p.fbillno FROM bundle_claim c LEFT JOIN material_prepare p ON p.id = c.doc_id WHERE c.bundle_id = $1`,
        [reel.id],
      )) as { doc_id: number; fbillno: string }[];
      if (claim)
        throw claim.doc_id === id
          ? refuse('barcode', 'stock.reel_already_scanned', { fnumber: reel.fnumber, fbillno: doc.fbillno })
          : refuse('barcode', 'stock.reel_already_prepared', { fnumber: reel.fnumber, fbillno: claim.fbillno });
      if (reel.stock_id === null || !(reel.fqty > 0))
        throw refuse('barcode', 'stock.reel_not_in_stock', { fnumber: reel.fnumber });
      if (reel.validity === BundleValidity.INVALID)
        throw refuse('barcode', 'stock.reel_invalid', { fnumber: reel.fnumber });
      if (reel.expiry_date !== null && new Date(reel.expiry_date).getTime() <= Date.now())
        throw refuse('barcode', 'stock.reel_expired', { fnumber: reel.fnumber });
      const [need] = (await m.query(
        'SELECT max(need_qty)::float8 AS need FROM material_prepare_entry WHERE material_prepare_id = $1 AND icitem_id = $2',
        [id, reel.icitem_id],
      )) as { need: number | null }[];
      if (need.need === null)
        throw refuse('barcode', 'stock.reel_not_needed', {
          fnumber: reel.fnumber,
          icitem: String(reel.icitem_fnumber),
          fbillno: doc.fbillno,
        });
      await m.query(`INSERT INTO bundle_claim (bundle_id, doc_type, doc_id) VALUES ($1, 'material_prepare', $2)`, [
        reel.id,
        id,
      ]);
      const upd = (await m.query(
        `UPDATE material_prepare_entry SET scanned = true, ignored = false, scanned_by = $3, scanned_at = now(), fqty = $4,
                stock_id = $5, stock_place_id = $6
          WHERE material_prepare_id = $1 AND bundle_id = $2 RETURNING id`,
        [id, reel.id, userId, reel.fqty, reel.stock_id, reel.stock_place_id],
      )) as [{ id: number }[], number];
      let entryId = upd[0][0]?.id;
      const action = entryId ? 'recommended' : 'substituted';
      if (!entryId) {
        const [row] = (await m.query(
          `INSERT INTO material_prepare_entry (material_prepare_id, icitem_id, need_qty, bundle_id, stock_id, stock_place_id,
             fqty, seq, scanned, scanned_by, scanned_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT COALESCE(max(seq), 0) + 1 FROM material_prepare_entry WHERE material_prepare_id = $1), true, $8, now())
           RETURNING id`,
          [id, reel.icitem_id, need.need, reel.id, reel.stock_id, reel.stock_place_id, reel.fqty, userId],
        )) as { id: number }[];
        entryId = row.id;
      }
      await this.touch(m, id, userId);
      return {
        entry_id: entryId,
        action,
        bundle_id: reel.id,
        fnumber: reel.fnumber,
        icitem_id: reel.icitem_id,
        fqty: reel.fqty,
      };
    });
    return { ...answer, progress: await this.progress(id) };
  }

  /** the clerk does not follow a recommended line (or follows it again). */
  async ignore(id: number, entryId: number, ignored: boolean, userId: number | null) {
    await this.ds.transaction(async (m) => {
      await this.lock(m, id);
      const [e] = (await m.query(
        'SELECT scanned FROM material_prepare_entry WHERE id = $1 AND material_prepare_id = $2',
        [entryId, id],
      )) as { scanned: boolean }[];
      if (!e) throw refuse('entry_id', 'stock.no_prepare_entry', { entry: entryId, id });
      if (e.scanned) throw refuse('entry_id', 'stock.entry_scanned_not_ignored', { id: entryId });
      await m.query('UPDATE material_prepare_entry SET ignored = $2 WHERE id = $1', [entryId, ignored]);
      await this.touch(m, id, userId);
    });
    return this.progress(id);
  }

  /**
   * Finishing: passed (1) when every material's scanned reels cover its need, and a pick to the line-side warehouse
   * is made of the scanned reels; failed (9) otherwise. The claims end: the pick now carries the reels.
   */
  async finish(id: number, userId: number | null) {
    return this.ds.transaction(async (m) => {
      const doc = await this.lock(m, id);
      const progress = await this.progress(id, m);
      const short = progress.filter((p) => p.missing > 0);
      const status = short.length === 0 ? MaterialPreparationBuildStatus.PASSED : MaterialPreparationBuildStatus.FAIL;
      let pickId: number | null = null;
      if (status === MaterialPreparationBuildStatus.PASSED) {
        if (doc.to_stock_id === null)
          throw refuse('to_stock_id', 'stock.prepare_line_stock_first', { fbillno: doc.fbillno });
        const [pick] = (await m.query(
          `INSERT INTO pick_material (fbillno, stock_id, to_stock_id, to_stock_place_id, material_prepare_id, creater_id, fdesc)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            await nextBillNumber(m, 'PK'),
            doc.stock_id,
            doc.to_stock_id,
            doc.to_stock_place_id,
            id,
            userId,
            doc.fbillno,
          ],
        )) as { id: number }[];
        pickId = pick.id;
        await m.query(
          `INSERT INTO pick_material_entry (pick_material_id, icitem_id, fqty, stock_id, stock_place_id, to_stock_id,
             to_stock_place_id, batch_no, bundle_id, barcode, confirmed)
           SELECT $1, e.icitem_id, b.fqty, b.stock_id, b.stock_place_id, $2, $3, b.fnumber, b.id, b.fnumber, true
             FROM material_prepare_entry e JOIN bundle b ON b.id = e.bundle_id
            WHERE e.material_prepare_id = $4 AND e.scanned ORDER BY e.seq`,
          [pick.id, doc.to_stock_id, doc.to_stock_place_id, id],
        );
        await m.query(`DELETE FROM bundle_claim WHERE doc_type = 'material_prepare' AND doc_id = $1`, [id]);
        await resourceEvent(m, stockDocRef(FLOW_DOCS.pick_material), 'create', pick.id, userId);
      }
      await m.query('UPDATE material_prepare SET build_status = $2, finished_at = now() WHERE id = $1', [id, status]);
      await this.touch(m, id, userId);
      return { id, build_status: status, pick_material_id: pickId, short };
    });
  }

  async rows(id: number) {
    return this.ds.query(
      `SELECT e.id, e.seq, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, e.need_qty::float8 AS need_qty,
              b.fnumber AS bundle_fnumber, s.fnumber AS stock_fnumber, p.fnumber AS place_fnumber, e.fqty::float8 AS fqty,
              b.expiry_date, e.ignored, e.scanned
         FROM material_prepare_entry e JOIN icitem i ON i.id = e.icitem_id LEFT JOIN bundle b ON b.id = e.bundle_id
         LEFT JOIN stock s ON s.id = e.stock_id LEFT JOIN stock_place p ON p.id = e.stock_place_id
        WHERE e.material_prepare_id = $1 ORDER BY e.seq, e.id`,
      [id],
    ) as Promise<Record<string, unknown>[]>;
  }

  /** what the scanner screen shows: the header, the progress per material and the lines. */
  async board(id: number) {
    const [doc] = (await this.ds.query(HEADER, [id])) as Header[];
    if (!doc) throw refuse('id', 'stock.no_material_prepare', { id });
    const { fbillno, build_status, checked, disabled } = doc;
    return {
      id,
      fbillno,
      build_status,
      checked,
      disabled,
      progress: await this.progress(id),
      lines: await this.rows(id),
    };
  }

  private async touch(m: EntityManager, id: number, userId: number | null): Promise<void> {
    await m.query('UPDATE material_prepare SET updated_at = now() WHERE id = $1', [id]);
    await resourceEvent(m, PREPARE, 'update', id, userId);
  }
}
