import type {
  FigureRef,
  Genealogy as ContractGenealogy,
  GenealogyBox,
  GenealogyMovement,
  GenealogyRepair,
  SmtPlacement,
} from '@mes/contracts';
import type pg from 'pg';
import type { ProductTrackQuery } from './product-track';
import { checkedRows, rowShape } from '../../core/db/checked-rows';
import { queryRows } from '../../core/db/runtime-sql';
import { rows, sql } from '../../core/db/sql';
import { placementSql } from './placement-sql';

// Backward genealogy of one serial number (a customer complaint): its track (stations, results, test items), order,
// process plan and BOM, the reels on its SMT orders' slots when its board was placed, the parts bound to it, its box,
// pallet and stock movements, its repairs. One round of parallel queries after the track; each indexed by sn, order or box.

export type Genealogy = ContractGenealogy<Date>;

// The SMT placement query's text takes placementSql's and lotsOf's pieces, so its rows are checked (docs/database.md,
// "Checked rows"): an order's row with, outer-joined, the reel on each slot (all NULL for an order without one).
const PLACED_REEL = rowShape('tracing.genealogy_smt_reels', {
  smt_order_id: 'number',
  fbillno: 'string',
  side: 'string | null',
  panel: 'string | null',
  at: 'date | null',
  slot: 'string | null',
  turn_no: 'number | null',
  barcode: 'string | null',
  step: 'string | null',
  loaded_at: 'date | null',
  spliced_from: 'string | null',
  icitem_fnumber: 'string | null',
  icitem_fname: 'string | null',
  lots: 'unknown',
});

/** a text[] column (the lots): a list of strings, else the query and this code disagree */
function textsOf(v: unknown): string[] {
  if (Array.isArray(v) && v.every((x): x is string => typeof x === 'string')) return v;
  throw new Error(`tracing.genealogy_smt_reels: column lots is not a list of texts (${JSON.stringify(v)})`);
}

const WORDER_OF_SN = '(SELECT ws.worder_id FROM worder_sn ws WHERE ws.sn = $1)';
/**
 * supplier lots of barcodes: the batch numbers the stock ledger moved them under (a text[] expression). `barcode <> ''`
 * lets the planner use the partial index stock_movement_barcode_idx.
 */
const lotsOf = (...barcodes: string[]) =>
  `COALESCE((SELECT array_agg(DISTINCT m.batch_no) FROM stock_movement m WHERE m.barcode IN (${barcodes.join(', ')}) AND m.barcode <> '' AND m.batch_no <> ''), '{}')`;

// Each reads the SN's order through worder_sn; lots are the supplier lots the stock ledger moved a barcode under
// (array_agg of stock_movement.batch_no; `barcode <> ''` lets the planner use stock_movement_barcode_idx); at most 500
// movements. The box row (b) is inner-joined: its columns are NOT NULL whatever the outer joins after it.
const ORDER = sql(
  'tracing.genealogy_order',
  `SELECT w.id, w.fbillno, w.fqty, w.status::int AS status,
           json_build_object('id', p.id, 'fnumber', p.fnumber, 'fname', p.fname) AS product,
           json_build_object('id', pl.id, 'fnumber', pl.fnumber, 'fname', pl.fname) AS product_line
         FROM worder w JOIN product p ON p.id = w.product_id JOIN product_line pl ON pl.id = w.product_line_id
         WHERE w.id = (SELECT ws.worder_id FROM worder_sn ws WHERE ws.sn = $1)`,
  { notNull: ['status', 'product', 'product_line'] },
);
const PLANS = sql(
  'tracing.genealogy_plans',
  `SELECT c.id, c.fbillno, c.fname, c.icbom_fnumber FROM icpp_worder iw JOIN icpp c ON c.id = iw.icpp_id
         WHERE iw.worder_id = (SELECT ws.worder_id FROM worder_sn ws WHERE ws.sn = $1) ORDER BY c.id`,
);
const BOM = sql(
  'tracing.genealogy_bom',
  `SELECT b.id, b.fnumber, b.version, b.fname FROM worder w
           LEFT JOIN icmo m ON m.id = w.icmo_id
           JOIN icbom b ON b.id = m.icbom_id OR (m.icbom_id IS NULL AND b.product_id = w.product_id)
         WHERE w.id = (SELECT ws.worder_id FROM worder_sn ws WHERE ws.sn = $1) ORDER BY (b.id = m.icbom_id) DESC NULLS LAST, b.id DESC LIMIT 1`,
);
const PARTS = sql(
  'tracing.genealogy_parts',
  `SELECT b.id, b.barcode, b.replaced, b.reason, b.created_at,
           json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname) AS icitem,
           CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) END AS station,
           COALESCE((SELECT array_agg(DISTINCT m.batch_no) FROM stock_movement m WHERE m.barcode IN (b.barcode) AND m.barcode <> '' AND m.batch_no <> ''), '{}') AS lots
         FROM material_binding b JOIN icitem i ON i.id = b.icitem_id LEFT JOIN station s ON s.id = b.station_id
         WHERE b.sn = $1 ORDER BY b.id`,
  { notNull: ['icitem', 'lots'] },
);
const BOX = sql(
  'tracing.genealogy_box',
  `SELECT b.id, b.fnumber, b.status::int AS status, b.level,
           CASE WHEN pb.id IS NULL THEN NULL ELSE json_build_object('id', pb.id, 'fnumber', pb.fnumber) END AS parent,
           CASE WHEN pa.id IS NULL THEN NULL ELSE json_build_object('id', pa.id, 'fnumber', pa.fnumber, 'status', pa.status) END AS pallet
         FROM box_item bi JOIN box b ON b.id = bi.box_id LEFT JOIN box pb ON pb.id = b.parent_id
           LEFT JOIN pallet pa ON pa.id = COALESCE(b.pallet_id, pb.pallet_id)
         WHERE bi.sn = $1`,
  { notNull: ['id', 'fnumber', 'status', 'level'] },
);
const INSTALLED = sql(
  'tracing.genealogy_installed',
  `SELECT o.id AS smt_order_id, o.fbillno, o.side, ci.unit, ci.location AS slot, ci.reel AS barcode, ci.created_at,
         m.handle AS machine, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname, COALESCE((SELECT array_agg(DISTINCT m.batch_no) FROM stock_movement m WHERE m.barcode IN (ci.reel) AND m.barcode <> '' AND m.batch_no <> ''), '{}') AS lots
       FROM cfx_installed ci LEFT JOIN cfx_machine m ON m.id = ci.cfx_machine_id
         -- the order the machine's line was running, else the panel's own
         LEFT JOIN smt_order o ON o.id = COALESCE(ci.smt_order_id,
           (SELECT bi.smt_order_id FROM smt_board_items bi WHERE bi.barcode = ci.unit AND bi.sn = $1 LIMIT 1))
         LEFT JOIN LATERAL (SELECT fnumber, fname FROM icitem WHERE fnumber = ci.part AND ci.part <> '' LIMIT 1) i ON true
       WHERE ci.unit = $1 OR ci.unit IN (SELECT bi.barcode FROM smt_board_items bi WHERE bi.sn = $1
         AND (ci.position = 0 OR bi.position = ci.position))
       ORDER BY ci.id`,
  { notNull: ['lots'] },
);
const REPAIRS = sql(
  'tracing.genealogy_repairs',
  `SELECT r.id, r.status::int AS status, r.fdesc, r.cause, r.action, COALESCE(NULLIF(u.display_name, ''), u.name) AS repairer, r.created_at, r.repaired_at,
         json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) AS station,
         CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'fnumber', b.fnumber, 'fname', b.fname) END AS back_station,
         COALESCE((SELECT json_agg(json_build_object('id', e.id, 'fnumber', e.fnumber, 'fname', e.fname) ORDER BY d.id)
           FROM repair_defect d JOIN error_code e ON e.id = d.error_code_id WHERE d.repair_record_id = r.id), '[]') AS defects,
         COALESCE((SELECT json_agg(json_build_object('old_barcode', x.barcode, 'new_barcode', x.detail->>'new_barcode',
             'reason', x.reason, 'created_at', x.created_at) ORDER BY x.id)
           FROM unbind_log x WHERE x.repair_record_id = r.id AND x.kind = 'repair_replace'), '[]') AS replaced
       FROM repair_record r JOIN station s ON s.id = r.station_id LEFT JOIN station b ON b.id = r.back_station_id
         LEFT JOIN users u ON u.id = r.repairer_id
       WHERE r.sn = $1 ORDER BY r.id`,
  { notNull: ['status', 'station', 'defects', 'replaced'] },
);
const MOVEMENTS = sql(
  'tracing.genealogy_movements',
  `SELECT m.id::float8 AS id, m.doc_type, m.doc_id, m.bill_type::int AS bill_type, m.fqty::float8 AS fqty,
         s.fnumber AS stock_fnumber, m.batch_no, m.barcode, b.fnumber AS box_fnumber, m.created_at
       FROM stock_movement m JOIN stock s ON s.id = m.stock_id LEFT JOIN box b ON b.id = m.box_id
       WHERE (m.barcode = $1 AND m.barcode <> '') OR m.box_id = (SELECT bi.box_id FROM box_item bi WHERE bi.sn = $1)
       ORDER BY m.id LIMIT 500`,
  { notNull: ['id', 'bill_type', 'fqty'] },
);

export class GenealogyQuery {
  constructor(
    private readonly pool: pg.Pool,
    private readonly tracks: ProductTrackQuery,
  ) {}

  async backward(sn: string): Promise<Genealogy> {
    // One round: every part reads the order through worder_sn, so none waits for the track (itself three rounds).
    const [track, orders, plans, boms, smt, parts, boxes, movements, repairs] = await Promise.all([
      this.tracks.track(sn),
      rows(this.pool, ORDER, [sn]),
      rows(this.pool, PLANS, [sn]),
      // the order's manufacturing order names its BOM; else the newest BOM of the product
      rows(this.pool, BOM, [sn]),
      this.smtOf(sn),
      rows(this.pool, PARTS, [sn]),
      rows(this.pool, BOX, [sn]),
      this.movementsOf(sn),
      this.repairsOf(sn),
    ]);
    // The json columns below are json_build_object / json_agg of the joined rows' columns, built in the statements
    // above in the contract's shapes (@mes/contracts genealogy.ts): typed here, once each.
    const order = orders[0];
    const box = boxes[0];
    return {
      ...track,
      order: order && {
        ...order,
        product: order.product as FigureRef,
        product_line: order.product_line as FigureRef,
      },
      plans,
      bom: boms[0] ?? null,
      smt,
      parts: parts.map((b) => ({ ...b, icitem: b.icitem as FigureRef, station: b.station as FigureRef | null })),
      repairs,
      box: box
        ? { ...box, parent: box.parent as GenealogyBox['parent'], pallet: box.pallet as GenealogyBox['pallet'] }
        : null,
      movements,
    };
  }

  /**
   * The SMT orders of the SN (its panel's, else every one of its work order), the time its board was placed on each
   * (placement-sql.ts) and per slot the reel loaded, spliced or changed last at or before it (a splice's older reel
   * too), with the reels' lots: one query.
   */
  private async smtOf(sn: string): Promise<SmtPlacement[]> {
    const rows = checkedRows(
      PLACED_REEL,
      await queryRows(
        this.pool,
        `WITH orders AS (
         SELECT bi.smt_order_id AS id, bi.barcode AS panel FROM smt_board_items bi WHERE bi.sn = $1 AND bi.smt_order_id IS NOT NULL
         UNION
         SELECT o.id, NULL FROM smt_order o WHERE o.worder_id = ${WORDER_OF_SN}
           AND NOT EXISTS (SELECT 1 FROM smt_board_items bi WHERE bi.sn = $1 AND bi.smt_order_id = o.id)),
       placed AS (
         SELECT o.id, o.fbillno, o.side, x.panel, ${placementSql('o', 'x.panel', '$1')} AS at
         FROM orders x JOIN smt_order o ON o.id = x.id)
       SELECT p.id AS smt_order_id, p.fbillno, p.side, p.panel, p.at, r.slot, r.turn_no, r.barcode, r.step, r.loaded_at,
         r.spliced_from, r.icitem_fnumber, r.icitem_fname,
         CASE WHEN r.slot IS NULL THEN '{}' ELSE ${lotsOf('r.barcode', 'r.spliced_from')} END AS lots
       FROM placed p LEFT JOIN LATERAL (
         SELECT * FROM (
           SELECT DISTINCT ON (l.slot) l.slot, l.turn_no, l.barcode, l.step, l.created_at AS loaded_at,
             CASE WHEN l.step = 'splicing' THEN l.prev_barcode END AS spliced_from,
             i.fnumber AS icitem_fnumber, i.fname AS icitem_fname
           FROM smt_feeding_log l LEFT JOIN icitem i ON i.id = l.icitem_id
           WHERE l.smt_order_id = p.id AND l.created_at <= p.at AND l.verdict IN ('pass', 'warning')
             AND l.step IN ('scanning', 'splicing', 'changing', 'unloading')
           ORDER BY l.slot, l.created_at DESC, l.id DESC) s
         WHERE s.step <> 'unloading') r ON true
       ORDER BY p.id, r.slot`,
        [sn],
      ),
    );
    const out = new Map<number, SmtPlacement>();
    for (const r of rows) {
      let p = out.get(r.smt_order_id);
      if (!p) {
        p = {
          smt_order: { id: r.smt_order_id, fbillno: r.fbillno, side: r.side },
          panel_barcode: r.panel,
          placed_at: r.at ? new Date(r.at).toISOString() : null,
          reels: [],
        };
        out.set(r.smt_order_id, p);
      }
      if (r.slot)
        p.reels.push({
          slot: r.slot,
          turn_no: r.turn_no ?? null,
          barcode: r.barcode!,
          icitem_fnumber: r.icitem_fnumber ?? null,
          icitem_fname: r.icitem_fname ?? null,
          step: r.step!,
          loaded_at: r.loaded_at!.toISOString(),
          spliced_from: r.spliced_from,
          lots: textsOf(r.lots),
        });
    }
    await this.installedOf(sn, out);
    return [...out.values()];
  }

  /**
   * The reels a CFX machine reported installing into the SN or its panel (cfx_installed, docs/cfx-oee-genealogy.md):
   * a reel the feeding log already has on that slot is marked with the machine; another one is added as `installed`.
   */
  private async installedOf(sn: string, out: Map<number, SmtPlacement>): Promise<void> {
    const found = await rows(this.pool, INSTALLED, [sn]);
    for (const r of found) {
      const panel = r.unit === sn ? null : r.unit;
      let p = r.smt_order_id === null ? [...out.values()][0] : out.get(r.smt_order_id);
      if (!p && r.smt_order_id !== null) {
        p = {
          smt_order: { id: r.smt_order_id, fbillno: r.fbillno!, side: r.side },
          panel_barcode: panel,
          placed_at: null,
          reels: [],
        };
        out.set(r.smt_order_id, p);
      }
      if (!p) continue;
      const known = p.reels.find((x) => x.slot === r.slot && (x.barcode === r.barcode || x.spliced_from === r.barcode));
      if (known) known.by_machine = r.machine;
      else
        p.reels.push({
          slot: r.slot,
          turn_no: null,
          barcode: r.barcode,
          icitem_fnumber: r.icitem_fnumber,
          icitem_fname: r.icitem_fname,
          step: 'installed',
          loaded_at: new Date(r.created_at).toISOString(),
          spliced_from: null,
          lots: r.lots ?? [],
          by_machine: r.machine,
        });
    }
  }

  /** every repair of the SN, oldest first, with its defect codes and the parts it replaced: one query */
  private async repairsOf(sn: string): Promise<GenealogyRepair<Date>[]> {
    const found = await rows(this.pool, REPAIRS, [sn]);
    // station, back_station, defects and replaced: json_build_object / json_agg in the contract's shapes (above)
    return found.map((r) => ({
      ...r,
      station: r.station as FigureRef,
      back_station: r.back_station as FigureRef | null,
      defects: r.defects as GenealogyRepair['defects'],
      replaced: r.replaced as GenealogyRepair['replaced'],
    }));
  }

  private async movementsOf(sn: string): Promise<GenealogyMovement<Date>[]> {
    return rows(this.pool, MOVEMENTS, [sn]);
  }
}
