import { keepRest, reelLine, type ReceiptDoc } from './receipt-line';
import { STOCK_FLOW_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { nextBillNumber } from '../../../core/resource/bill-number';
import type { ReelLabels } from './reel-labels';
import { findReel } from './reel-scan';
import { first, inTransaction, rows, sql, sqlEach } from '../../../core/db/sql';

const REEL_DOCS = ['pick_material', 'material_return', 'cs_instock', 'ex_instock', 'ex_outstock'] as const;

const ITEM = sql('stock-mgt.flow.reel_item', 'SELECT id, fnumber, fname, fspec FROM icitem WHERE id = $1');
// the documents naming a reel: each reel document (REEL_DOCS) and material_prepare
const REEL_DOCUMENTS = sqlEach(
  'stock-mgt.flow.reel_documents',
  ['pick_material', 'material_return', 'cs_instock', 'ex_instock', 'ex_outstock', 'material_prepare'],
  `SELECT DISTINCT '{v}' AS doc_type, d.id, d.fbillno, d.checked, d.disabled FROM {v}_entry e
             JOIN {v} d ON d.id = e.{v}_id WHERE e.bundle_id = $1 ORDER BY d.id`,
  { notNull: ['doc_type'] },
);
const SPLITS = sql(
  'stock-mgt.flow.reel_splits',
  `SELECT id, fbillno, parent_bundle_id, child_bundle_id, child_fnumber, fqty::float8 AS fqty, created_at
         FROM material_split WHERE parent_bundle_id = $1 OR child_bundle_id = $1 ORDER BY id`,
  { notNull: ['fqty'] },
);
const MOVEMENTS = sql(
  'stock-mgt.flow.reel_movements',
  `SELECT id, doc_type, doc_id, bill_type, stock_id, stock_place_id, fqty::float8 AS fqty, reversal, created_at
         FROM stock_movement WHERE icitem_id = $1 AND batch_no = $2 ORDER BY id`,
  { notNull: ['fqty'] },
);
const SLOTS = sql(
  'stock-mgt.flow.reel_slots',
  `SELECT e.smt_feeding_id, e.slot, e.reel_at FROM smt_feeding_entry e
        WHERE e.reel_barcode = $1 AND NOT e.unloaded ORDER BY e.reel_at DESC`,
);
// the receipt line cut into reels: once per receipt table (RECEIPT_DOCS)
const RECEIPT_LINE = sqlEach(
  'stock-mgt.flow.receipt_line',
  ['cs_instock', 'ex_instock'],
  `SELECT e.id, e.{v}_id AS parent, e.icitem_id, e.fqty::float8 AS fqty, e.stock_id, e.stock_place_id, e.bundle_id, d.checked
               FROM {v}_entry e JOIN {v} d ON d.id = e.{v}_id WHERE e.id = $1 FOR UPDATE OF d, e`,
  { notNull: ['fqty'] },
);
const NEW_REEL = sql(
  'stock-mgt.flow.new_reel',
  `INSERT INTO bundle (fnumber, icitem_id, fqty, init_qty, lot_no, supplier_id, organization_id, production_date, expiry_date, creater_id)
             VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
);
const SET_SHELVED = sql(
  'stock-mgt.flow.set_shelved',
  'UPDATE bundle SET shelved = $2, updated_at = now() WHERE id = ANY($1) RETURNING id',
);
const PLAN = sql('stock-mgt.flow.plan', 'SELECT id FROM icpp WHERE id = $1');
// bom-orders' bomsOfPlans('$1') (resources/bom-lookups.ts) as one literal: the plan's BOM
const PLAN_REELS = sql(
  'stock-mgt.flow.plan_reels',
  `SELECT b.id FROM bundle b WHERE b.stock_id IS NOT NULL AND b.fqty > 0 AND NOT b.disabled
          AND b.icitem_id IN (SELECT icitem_id FROM icbom_entry WHERE icbom_id IN (SELECT id FROM (SELECT COALESCE(m.icbom_id, (SELECT b.id FROM icbom b WHERE b.fnumber = p.icbom_fnumber
    AND NOT b.disabled ORDER BY b.checked DESC, b.id DESC LIMIT 1)) AS id
    FROM icpp p LEFT JOIN icmo m ON m.id = p.icmo_id WHERE p.id IN ($1)) x WHERE id IS NOT NULL))
        ORDER BY b.icitem_id, b.expiry_date NULLS LAST, b.id`,
);

// The reels cut from a receipt line: `count` reels of `fqty` when given (bounded by what the line still holds), else
// the whole line in reels of `fqty`, the last taking the rest.
// The count is bounded by the declaration (contracts/src/calls/stock-flow.ts) before anything is made of it (a count
// of 10^9 must not build an array first).
const MAX_REELS = 1000;

function reelsOfLine(
  count: number | null | undefined,
  left: number,
  each: number,
  line: { doc: string; entry: number },
): number[] {
  if (count === undefined || count === null) {
    if (Math.ceil(left / each - 1e-9) > MAX_REELS)
      throw refuse('fqty', 'stock.line_too_many_reels', {
        left,
        doc: line.doc,
        entry: line.entry,
        each,
        max: MAX_REELS,
      });
    const qtys: number[] = [];
    for (let rest = left; rest > 1e-9; rest = Math.round((rest - each) * 1e6) / 1e6) qtys.push(Math.min(each, rest));
    return qtys;
  }
  const total = Math.round(count * each * 1e6) / 1e6;
  if (total > left + 1e-9)
    throw refuse('count', 'stock.reels_exceed_line', { count, each, total, left, doc: line.doc, entry: line.entry });
  return Array.from({ length: count }, () => each);
}

// bundle beyond the standard set (docs/material-flow.md, "Reels"): the scan form's lookup by code, where a reel is
// referenced, labelling many reels at once, shelving status, and the reels a process plan can use.
export function registerBundleCalls(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  labels: ReelLabels,
): void {
  const def = () => registry.resource('stock_mgt', 'bundle')!;
  const withItem = async (id: number) => {
    const row = await resources.get(def(), id);
    const icitem = await first(pool, ITEM, [row.icitem_id as number]);
    return { ...row, icitem: icitem ?? null };
  };

  const calls = STOCK_FLOW_CALLS.bundle;
  implementCall(registry, calls.byCode, async (b) => {
    const reel = await findReel(pool, b.fnumber);
    return withItem(reel.id);
  });

  implementCall(registry, calls.reference, async ({ id }) => {
    const reel = await resources.get(def(), id);
    const docs = [];
    for (const t of [...REEL_DOCS, 'material_prepare'] as const)
      docs.push(...(await rows(pool, REEL_DOCUMENTS[t], [id])));
    const splits = await rows(pool, SPLITS, [id]);
    const movements = await rows(pool, MOVEMENTS, [reel.icitem_id as number, reel.fnumber as string]);
    // the SMT feeding slots the reel is loaded on now (docs/material-flow.md, "Links")
    const slots = await rows(pool, SLOTS, [reel.fnumber as string]);
    return { bundle: reel, documents: docs, splits, movements, slots };
  });

  implementCall(registry, calls.batchCreate, async (b, ctx) => {
    const { fqty: each, prefix, lot_no: lot } = b;
    const dates = { production: b.production_date ?? null, expiry: b.expiry_date ?? null };
    const supplier = b.supplier_id ?? null;
    const org = b.organization_id ?? null;
    const made = await inTransaction(pool, async (c) => {
      let icitem: number;
      let qtys: number[];
      let line: {
        id: number;
        doc: ReceiptDoc;
        parent: number;
        fqty: number;
        stock_id: number;
        stock_place_id: number | null;
      } | null = null;
      if (b.doc_type !== undefined) {
        const doc = b.doc_type;
        const entryId = b.entry_id!;
        const e = await first(c, RECEIPT_LINE[doc], [entryId]);
        if (!e) throw refuse('entry_id', 'stock.no_doc_entry', { doc, id: entryId });
        if (e.checked) throw refuse('entry_id', 'stock.entry_doc_checked', { doc, id: entryId });
        if (e.bundle_id !== null) throw refuse('entry_id', 'stock.entry_already_reel', { id: entryId });
        icitem = e.icitem_id;
        qtys = reelsOfLine(b.count, e.fqty, each, { doc, entry: entryId });
        line = { ...e, doc: doc as ReceiptDoc };
      } else {
        icitem = b.icitem_id!;
        qtys = Array.from({ length: b.count! }, () => each);
      }
      // one number of the document sequence per batch, the reels numbered under it: codes never repeat
      const stamp = await nextBillNumber(c, prefix);
      const ids: number[] = [];
      for (const [i, q] of qtys.entries()) {
        const [row] = await rows(c, NEW_REEL, [
          `${stamp}-${String(i + 1).padStart(3, '0')}`,
          icitem,
          q,
          lot,
          supplier,
          org,
          dates.production,
          dates.expiry,
          ctx.userId,
        ]);
        ids.push(row.id);
        if (line) await reelLine(c, line, { id: row.id, icitem_id: icitem, fqty: q });
      }
      // what the reels did not take stays on the line, unlabelled; a line all made into reels goes
      if (line) {
        await keepRest(
          c,
          line,
          qtys.reduce((s, q) => s + q, 0),
        );
      }
      return ids;
    });
    return resources.getMany(def(), made);
  });

  implementCall(registry, calls.printLabels, (b) => labels.print(b));

  // shelved: 1 (ShelvingStatus.SHELVED) or 2 (UNSHELVED), as the declaration reads it
  implementCall(registry, calls.updateShelved, async ({ ids, shelved }) => {
    const found = await rows(pool, SET_SHELVED, [ids, shelved]);
    const missing = ids.filter((id) => !found.some((r) => r.id === id));
    if (missing.length > 0) throw refuse('ids', 'stock.no_bundle', { ids: missing.join(', ') });
    return { ids, shelved };
  });

  implementCall(registry, calls.ofPlan, async ({ icpp_id: icpp }) => {
    if (!(await first(pool, PLAN, [icpp]))) throw refuse('icpp_id', 'record.no_icpp', { id: icpp });
    const reels = await rows(pool, PLAN_REELS, [icpp]);
    return resources.getMany(
      def(),
      reels.map((r) => r.id),
    );
  });
}
