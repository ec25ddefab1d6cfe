import { BundleValidity, MaterialPreparationBuildStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf, type Tx } from '../../../core/db/sql';
import { computeInventory } from '../../bom-orders';
import type { SmtSettings } from '../../smt';
import { resourceEvent } from '../../../core/resource/resource-event';
import { nextBillNumber } from '../../../core/resource/bill-number';
import { stockDocRef } from '../documents/stock-document';
import { FLOW_DOCS } from './flow-documents';
import { prepareResource } from './prepare.resource';
import { feederNeeds } from './feeder-needs';
import { recommend, type CandidateReel, type Need, type PrepareSettings } from './recommend';
import { findReel, judgeLabel, type ScannedLabel } from './reel-scan';

const HEADER = sql(
  'stock-mgt.prepare.header',
  `SELECT id, fbillno, checked, disabled, icpp_id, worder_id, smt_order_id, fqty::float8 AS fqty, stock_id, to_stock_id,
  to_stock_place_id, rule, partial_first, build_status FROM material_prepare WHERE id = $1`,
  { notNull: ['fqty'] },
);
const HEADER_LOCKED = sql(
  'stock-mgt.prepare.header_locked',
  `SELECT id, fbillno, checked, disabled, icpp_id, worder_id, smt_order_id, fqty::float8 AS fqty, stock_id, to_stock_id,
  to_stock_place_id, rule, partial_first, build_status FROM material_prepare WHERE id = $1 FOR UPDATE`,
  { notNull: ['fqty'] },
);
type Header = RowOf<'stock-mgt.prepare.header'>;

const SMT_ORDER = sql('stock-mgt.prepare.smt_order', 'SELECT icpp_id, worder_id FROM smt_order WHERE id = $1');
// bom-orders' bomsOfPlans('$1') and BOMS_OF_WORDER (resources/bom-lookups.ts) as literals: the BOM of the plan, of the
// work order
const BOM_OF_PLAN = sql(
  'stock-mgt.prepare.bom_of_plan',
  `SELECT id FROM (SELECT COALESCE(m.icbom_id, (SELECT b.id FROM icbom b WHERE b.fnumber = p.icbom_fnumber
    AND NOT b.disabled ORDER BY b.checked DESC, b.id DESC LIMIT 1)) AS id
    FROM icpp p LEFT JOIN icmo m ON m.id = p.icmo_id WHERE p.id IN ($1)) x WHERE id IS NOT NULL`,
  { notNull: ['id'] },
);
const BOM_OF_WORDER = sql(
  'stock-mgt.prepare.bom_of_worder',
  `SELECT icbom_id AS id FROM icmo WHERE id IN (SELECT icmo_id AS id FROM worder WHERE id = $1 AND icmo_id IS NOT NULL
  UNION SELECT p.icmo_id FROM icpp_worder iw JOIN icpp p ON p.id = iw.icpp_id WHERE iw.worder_id = $1 AND p.icmo_id IS NOT NULL) AND icbom_id IS NOT NULL
  UNION SELECT id FROM (SELECT COALESCE(m.icbom_id, (SELECT b.id FROM icbom b WHERE b.fnumber = p.icbom_fnumber
    AND NOT b.disabled ORDER BY b.checked DESC, b.id DESC LIMIT 1)) AS id
    FROM icpp p LEFT JOIN icmo m ON m.id = p.icmo_id WHERE p.id IN (SELECT icpp_id AS id FROM icpp_worder WHERE worder_id = $1
  UNION SELECT p.id FROM icpp p JOIN worder w ON w.icmo_id = p.icmo_id WHERE w.id = $1)) x WHERE id IS NOT NULL`,
  { notNull: ['id'] },
);
const PLAN_QTY = sql('stock-mgt.prepare.plan_qty', 'SELECT fqty FROM icpp WHERE id = $1');
const BOM_LINES = sql(
  'stock-mgt.prepare.bom_lines',
  'SELECT icitem_id, qty::float8 AS qty, scrap_rate::float8 AS scrap_rate FROM icbom_entry WHERE icbom_id = $1 ORDER BY id',
  { notNull: ['qty', 'scrap_rate'] },
);
const FORGET_UNSCANNED = sql(
  'stock-mgt.prepare.forget_unscanned',
  'DELETE FROM material_prepare_entry WHERE material_prepare_id = $1 AND NOT scanned',
);
const SCANNED = sql(
  'stock-mgt.prepare.scanned',
  `SELECT icitem_id, sum(fqty)::float8 AS q FROM material_prepare_entry WHERE material_prepare_id = $1 GROUP BY icitem_id`,
  { notNull: ['q'] },
);
// icitem_id and stock_id: the WHERE requires them
const CANDIDATES = sql(
  'stock-mgt.prepare.candidates',
  `SELECT b.id, b.fnumber, b.icitem_id, b.fqty::float8 AS fqty, b.init_qty::float8 AS init_qty, b.expiry_date,
                b.received_at, b.stock_id, b.stock_place_id
           FROM bundle b
          WHERE b.icitem_id = ANY($1) AND b.stock_id IS NOT NULL AND b.fqty > 0 AND NOT b.disabled
            AND b.validity <> $2 AND (b.expiry_date IS NULL OR b.expiry_date > now())
            AND ($3::int IS NULL OR b.stock_id = $3) AND b.stock_id IS DISTINCT FROM $4::int
            AND NOT EXISTS (SELECT 1 FROM bundle_claim c WHERE c.bundle_id = b.id)`,
  { notNull: ['fqty', 'init_qty', 'icitem_id', 'stock_id'] },
);
const ADD_LINE = sql(
  'stock-mgt.prepare.add_line',
  `INSERT INTO material_prepare_entry (material_prepare_id, icitem_id, need_qty, bundle_id, stock_id, stock_place_id, fqty, seq)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);
const PROGRESS = sql(
  'stock-mgt.prepare.progress',
  `SELECT e.icitem_id, i.fnumber, max(e.need_qty)::float8 AS need_qty,
              COALESCE(sum(e.fqty) FILTER (WHERE e.scanned), 0)::float8 AS scanned_qty
         FROM material_prepare_entry e JOIN icitem i ON i.id = e.icitem_id
        WHERE e.material_prepare_id = $1 GROUP BY e.icitem_id, i.fnumber ORDER BY min(e.seq)`,
  { notNull: ['need_qty', 'scanned_qty'] },
);
const ENTERED = sql(
  'stock-mgt.prepare.entered',
  `SELECT 1 FROM doc_work WHERE doc_type = 'material_prepare' AND doc_id = $1 AND user_id = $2 AND left_at IS NULL`,
);
const CLAIM = sql(
  'stock-mgt.prepare.claim',
  `SELECT c.doc_id, p.fbillno FROM bundle_claim c LEFT JOIN material_prepare p ON p.id = c.doc_id WHERE c.bundle_id = $1`,
);
const NEED = sql(
  'stock-mgt.prepare.need',
  'SELECT max(need_qty)::float8 AS need FROM material_prepare_entry WHERE material_prepare_id = $1 AND icitem_id = $2',
);
const CLAIM_REEL = sql(
  'stock-mgt.prepare.claim_reel',
  `INSERT INTO bundle_claim (bundle_id, doc_type, doc_id) VALUES ($1, 'material_prepare', $2)`,
);
const SCANNED_LINE = sql(
  'stock-mgt.prepare.scanned_line',
  `UPDATE material_prepare_entry SET scanned = true, ignored = false, scanned_by = $3, scanned_at = now(), fqty = $4,
                stock_id = $5, stock_place_id = $6
          WHERE material_prepare_id = $1 AND bundle_id = $2 RETURNING id`,
);
const SUBSTITUTED_LINE = sql(
  'stock-mgt.prepare.substituted_line',
  `INSERT INTO material_prepare_entry (material_prepare_id, icitem_id, need_qty, bundle_id, stock_id, stock_place_id,
             fqty, seq, scanned, scanned_by, scanned_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT COALESCE(max(seq), 0) + 1 FROM material_prepare_entry WHERE material_prepare_id = $1), true, $8, now())
           RETURNING id`,
);
const ENTRY = sql(
  'stock-mgt.prepare.entry',
  'SELECT scanned FROM material_prepare_entry WHERE id = $1 AND material_prepare_id = $2',
);
const IGNORE = sql('stock-mgt.prepare.ignore', 'UPDATE material_prepare_entry SET ignored = $2 WHERE id = $1');
const PICK = sql(
  'stock-mgt.prepare.pick',
  `INSERT INTO pick_material (fbillno, stock_id, to_stock_id, to_stock_place_id, material_prepare_id, creater_id, fdesc)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const PICK_LINES = sql(
  'stock-mgt.prepare.pick_lines',
  `INSERT INTO pick_material_entry (pick_material_id, icitem_id, fqty, stock_id, stock_place_id, to_stock_id,
             to_stock_place_id, batch_no, bundle_id, barcode, confirmed)
           SELECT $1, e.icitem_id, b.fqty, b.stock_id, b.stock_place_id, $2, $3, b.fnumber, b.id, b.fnumber, true
             FROM material_prepare_entry e JOIN bundle b ON b.id = e.bundle_id
            WHERE e.material_prepare_id = $4 AND e.scanned ORDER BY e.seq`,
);
/** a preparation's reels free again: finished into a pick, or the preparation checked, discarded or deleted */
export const END_CLAIMS = sql(
  'stock-mgt.prepare.end_claims',
  `DELETE FROM bundle_claim WHERE doc_type = 'material_prepare' AND doc_id = $1`,
);
const FINISHED = sql(
  'stock-mgt.prepare.finished',
  'UPDATE material_prepare SET build_status = $2, finished_at = now() WHERE id = $1',
);
const LINES = sql(
  'stock-mgt.prepare.lines',
  `SELECT e.id, e.seq, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, e.need_qty::float8 AS need_qty,
              b.fnumber AS bundle_fnumber, s.fnumber AS stock_fnumber, p.fnumber AS place_fnumber, e.fqty::float8 AS fqty,
              b.expiry_date, e.ignored, e.scanned
         FROM material_prepare_entry e JOIN icitem i ON i.id = e.icitem_id LEFT JOIN bundle b ON b.id = e.bundle_id
         LEFT JOIN stock s ON s.id = e.stock_id LEFT JOIN stock_place p ON p.id = e.stock_place_id
        WHERE e.material_prepare_id = $1 ORDER BY e.seq, e.id`,
);
const TOUCH = sql('stock-mgt.prepare.touch', 'UPDATE material_prepare SET updated_at = now() WHERE id = $1');

export type Progress = RowOf<'stock-mgt.prepare.progress'> & { missing: number };

// material preparation as declared: the events of the work on it name it
const PREPARE = prepareResource();

// Material preparation's work (docs/material-flow.md): the recommendation, a clerk's reel scan (one reel is
// prepared into one open document: bundle_claim), ignoring a line, finishing into a pick to the line.
export class PrepareService {
  constructor(
    private readonly pool: pg.Pool,
    /** smt's settings: the attrition added to a feeder list's need */
    private readonly settings: SmtSettings,
  ) {}

  /**
   * what the preparation needs: for an SMT order, or a plan with a feeder list, the feeder list's usage per board x
   * the boards (+ attrition); else the BOM (of the plan, else of the work order's order and plans) x its quantity.
   */
  private async needs(c: Tx, doc: Header): Promise<Need[]> {
    const feeder = await feederNeeds(c, doc, this.settings);
    if (feeder) return feeder.needs;
    // an SMT order without a feeder list: the BOM of its plan, else of its work order
    if (doc.smt_order_id !== null && doc.icpp_id === null && doc.worder_id === null)
      [{ icpp_id: doc.icpp_id, worder_id: doc.worder_id }] = await rows(c, SMT_ORDER, [doc.smt_order_id]);
    const plan = doc.icpp_id !== null;
    const [bom] = await rows(c, plan ? BOM_OF_PLAN : BOM_OF_WORDER, [doc.icpp_id ?? doc.worder_id]);
    if (!bom) {
      const field = doc.smt_order_id !== null ? 'smt_order_id' : plan ? 'icpp_id' : 'worder_id';
      throw refuse(field, 'stock.no_feeder_list_or_bom', { fbillno: doc.fbillno });
    }
    let qty = doc.fqty;
    if (!(qty > 0) && doc.icpp_id !== null) qty = (await rows(c, PLAN_QTY, [doc.icpp_id]))[0].fqty;
    const lines = await rows(c, BOM_LINES, [bom.id]);
    return computeInventory(qty, lines, [], 0).map((l) => ({ icitem_id: l.icitem_id, need_qty: l.need_qty }));
  }

  private async lock(c: Tx, id: number, open = true): Promise<Header> {
    const doc = await first(c, HEADER_LOCKED, [id]);
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
    await inTransaction(this.pool, async (c) => {
      const doc = await this.lock(c, id);
      const needs = await this.needs(c, doc);
      await run(c, FORGET_UNSCANNED, [id]);
      const scanned = await rows(c, SCANNED, [id]);
      const have = new Map(scanned.map((s) => [s.icitem_id, s.q]));
      const open = needs.map((n) => ({ ...n, need_qty: Math.max(0, n.need_qty - (have.get(n.icitem_id) ?? 0)) }));
      const reels: CandidateReel[] = await rows(c, CANDIDATES, [
        needs.map((n) => n.icitem_id),
        BundleValidity.INVALID,
        doc.stock_id,
        doc.to_stock_id,
      ]);
      // rule: the field's enum (prepare.resource.ts) allows fefo and fifo only
      const settings: PrepareSettings = {
        rule: doc.rule === 'fifo' ? 'fifo' : 'fefo',
        partial_first: doc.partial_first,
      };
      const lines = recommend(open, reels, settings);
      const base = scanned.length;
      for (const n of needs)
        if (!lines.some((l) => l.icitem_id === n.icitem_id) && (have.get(n.icitem_id) ?? 0) === 0)
          lines.push({ ...n, bundle_id: null, stock_id: null, stock_place_id: null, fqty: 0, seq: lines.length + 1 });
      for (const l of lines)
        await run(c, ADD_LINE, [
          id,
          l.icitem_id,
          needs.find((n) => n.icitem_id === l.icitem_id)!.need_qty,
          l.bundle_id,
          l.stock_id,
          l.stock_place_id,
          l.fqty,
          base + l.seq,
        ]);
      await this.touch(c, id, userId);
    });
    return this.progress(id);
  }

  /** per material: needed, scanned and still missing. */
  async progress(id: number, db: Queryable = this.pool): Promise<Progress[]> {
    return (await rows(db, PROGRESS, [id])).map((p) => ({
      ...p,
      missing: Math.max(0, Math.round((p.need_qty - p.scanned_qty) * 1e6) / 1e6),
    }));
  }

  /**
   * A clerk's reel scan (check_enter): the label judged (000 §5), the reel locked, needed by the document, in stock,
   * valid, unexpired and prepared nowhere else (bundle_claim's key: of two documents scanning one reel at once, one
   * wins and the other is told where it went). A recommended reel is confirmed; another reel of a needed material
   * is taken in its stead.
   */
  async scan(id: number, code: string, label: ScannedLabel, userId: number) {
    const answer = await inTransaction(this.pool, async (c) => {
      const doc = await this.lock(c, id);
      const entered = await rows(c, ENTERED, [id, userId]);
      if (entered.length === 0) throw refuse('id', 'stock.prepare_enter_first', { fbillno: doc.fbillno });
      const reel = await findReel(c, code, true);
      judgeLabel(reel, label);
      const claim = await first(c, CLAIM, [reel.id]);
      if (claim)
        throw claim.doc_id === id
          ? refuse('barcode', 'stock.reel_already_scanned', { fnumber: reel.fnumber, fbillno: doc.fbillno })
          : refuse('barcode', 'stock.reel_already_prepared', { fnumber: reel.fnumber, fbillno: String(claim.fbillno) });
      if (reel.stock_id === null || !(reel.fqty > 0))
        throw refuse('barcode', 'stock.reel_not_in_stock', { fnumber: reel.fnumber });
      if (reel.validity === BundleValidity.INVALID)
        throw refuse('barcode', 'stock.reel_invalid', { fnumber: reel.fnumber });
      if (reel.expiry_date !== null && new Date(reel.expiry_date).getTime() <= Date.now())
        throw refuse('barcode', 'stock.reel_expired', { fnumber: reel.fnumber });
      const [need] = await rows(c, NEED, [id, reel.icitem_id]);
      if (need.need === null)
        throw refuse('barcode', 'stock.reel_not_needed', {
          fnumber: reel.fnumber,
          icitem: String(reel.icitem_fnumber),
          fbillno: doc.fbillno,
        });
      await run(c, CLAIM_REEL, [reel.id, id]);
      const upd = await first(c, SCANNED_LINE, [id, reel.id, userId, reel.fqty, reel.stock_id, reel.stock_place_id]);
      let entryId = upd?.id;
      const action = entryId ? 'recommended' : 'substituted';
      if (!entryId) {
        const [row] = await rows(c, SUBSTITUTED_LINE, [
          id,
          reel.icitem_id,
          need.need,
          reel.id,
          reel.stock_id,
          reel.stock_place_id,
          reel.fqty,
          userId,
        ]);
        entryId = row.id;
      }
      await this.touch(c, id, userId);
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
    await inTransaction(this.pool, async (c) => {
      await this.lock(c, id);
      const e = await first(c, ENTRY, [entryId, id]);
      if (!e) throw refuse('entry_id', 'stock.no_prepare_entry', { entry: entryId, id });
      if (e.scanned) throw refuse('entry_id', 'stock.entry_scanned_not_ignored', { id: entryId });
      await run(c, IGNORE, [entryId, ignored]);
      await this.touch(c, id, userId);
    });
    return this.progress(id);
  }

  /**
   * Finishing: passed (1) when every material's scanned reels cover its need, and a pick to the line-side warehouse
   * is made of the scanned reels; failed (9) otherwise. The claims end: the pick now carries the reels.
   */
  async finish(id: number, userId: number | null) {
    return inTransaction(this.pool, async (c) => {
      const doc = await this.lock(c, id);
      const progress = await this.progress(id, c);
      const short = progress.filter((p) => p.missing > 0);
      const status = short.length === 0 ? MaterialPreparationBuildStatus.PASSED : MaterialPreparationBuildStatus.FAIL;
      let pickId: number | null = null;
      if (status === MaterialPreparationBuildStatus.PASSED) {
        if (doc.to_stock_id === null)
          throw refuse('to_stock_id', 'stock.prepare_line_stock_first', { fbillno: doc.fbillno });
        const [pick] = await rows(c, PICK, [
          await nextBillNumber(c, 'PK'),
          doc.stock_id,
          doc.to_stock_id,
          doc.to_stock_place_id,
          id,
          userId,
          doc.fbillno,
        ]);
        pickId = pick.id;
        await run(c, PICK_LINES, [pick.id, doc.to_stock_id, doc.to_stock_place_id, id]);
        await run(c, END_CLAIMS, [id]);
        await resourceEvent(c, stockDocRef(FLOW_DOCS.pick_material), 'create', pick.id, userId);
      }
      await run(c, FINISHED, [id, status]);
      await this.touch(c, id, userId);
      return { id, build_status: status, pick_material_id: pickId, short };
    });
  }

  async rows(id: number): Promise<RowOf<'stock-mgt.prepare.lines'>[]> {
    return rows(this.pool, LINES, [id]);
  }

  /** what the scanner screen shows: the header, the progress per material and the lines. */
  async board(id: number) {
    const doc = await first(this.pool, HEADER, [id]);
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

  private async touch(c: Tx, id: number, userId: number | null): Promise<void> {
    await run(c, TOUCH, [id]);
    await resourceEvent(c, PREPARE, 'update', id, userId);
  }
}
