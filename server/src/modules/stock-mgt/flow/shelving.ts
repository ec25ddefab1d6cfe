import { ShelvingStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { bool, fdesc, ref, str, tr } from '../../basicdata';
import { billNumberField } from '../documents/stock-document';
import { findReel } from './reel-scan';
import { postShelving } from './shelving-posting';
import { first, inTransaction, rows, run, sql, sqlEach, type Queryable } from '../../../core/db/sql';

// Shelving (docs/material-flow.md, "Shelving"): the reels of received documents put on the shelves (shelving_type 1)
// or taken off (2); a scan (enter) of a reel of the document marks its line done and the reel's shelving status.

export function shelvingResource(): ResourceDef {
  return defineResource({
    name: 'material_shelving',
    module: 'stock_mgt',
    table: 'material_shelving',
    label: tr('上下架单', 'Shelving'),
    lookups: [LIST_BY_IDS],
    listColumns: ['fbillno', 'shelving_type', 'source_type', 'source_id', 'stock_id'],
    fields: {
      fbillno: billNumberField('SH'),
      source_type: str(32, '来源单据类型', 'Source document type', {
        enum: ['', 'cs_instock', 'ex_instock', 'material_return'],
      }),
      source_id: {
        type: 'int',
        label: tr('来源单据', 'Source document'),
        nullable: true,
        min: 1,
        refBy: 'source_type',
      },
      shelving_type: {
        type: 'int',
        label: tr('上架/下架', 'Shelve / unshelve'),
        enum: [ShelvingStatus.SHELVED, ShelvingStatus.UNSHELVED],
        default: ShelvingStatus.SHELVED,
      },
      stock_id: ref('stock', '仓库', 'Warehouse'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    // the list shows the warehouse by its name (without the relation it showed "#1")
    relations: { stock: { resource: 'stock', via: 'stock_id' } },
    entries: {
      table: 'material_shelving_entry',
      parent: 'material_shelving_id',
      label: tr('料盘', 'Reels'),
      fields: {
        bundle_id: ref('bundle', '料盘', 'Reel', { required: true }),
        stock_place_id: ref('stock_place', '库位', 'Place'),
        ignored: { ...bool('已忽略', 'Ignored'), readonly: true },
        done: { ...bool('已完成', 'Done'), readonly: true },
        fdesc: fdesc('备注', 'Remarks'),
      },
    },
    example: { fdesc: '' },
    hooks: {
      // the check moves the reels to (or off) the shelves through the ledger; the uncheck moves them back
      async beforeFlag({ flag, value, row }, tx, ctx) {
        if (flag !== 'checked') return;
        if (value === row.checked)
          throw refuse('checked', value ? 'stock.shelving_already_checked' : 'stock.shelving_not_checked', {
            fbillno: String(row.fbillno),
          });
        if (value && row.disabled) throw refuse('id', 'stock.shelving_discarded', { fbillno: String(row.fbillno) });
        await postShelving(
          tx,
          row as { id: number; shelving_type: number; stock_id: number | null },
          value,
          ctx.userId,
        );
      },
    },
  });
}

const RECEIPTS = ['cs_instock', 'ex_instock', 'material_return'] as const;

// once per receipt table (RECEIPTS)
const UNSHELVED_RECEIPTS = sqlEach(
  'stock-mgt.flow.unshelved_receipts',
  ['cs_instock', 'ex_instock', 'material_return'],
  `SELECT d.id, d.fbillno, d.bill_date, array_agg(b.id ORDER BY b.id) AS bundle_ids
           FROM {v} d JOIN {v}_entry e ON e.{v}_id = d.id JOIN bundle b ON b.id = e.bundle_id
          WHERE d.checked AND NOT d.disabled AND b.shelved <> $1 AND b.stock_id IS NOT NULL
            AND ($2::int IS NULL OR b.stock_id = $2)
          GROUP BY d.id, d.fbillno, d.bill_date ORDER BY d.id`,
  { notNull: ['bundle_ids'] },
);
const OPEN = sql(
  'stock-mgt.flow.shelving_open',
  'SELECT id, fbillno, checked, disabled, shelving_type FROM material_shelving WHERE id = $1 FOR UPDATE',
);
const DONE = sql(
  'stock-mgt.flow.shelving_done',
  `UPDATE material_shelving_entry SET done = true, ignored = false
          WHERE material_shelving_id = $1 AND bundle_id = $2 AND NOT done RETURNING id`,
);
const REEL_SHELVED = sql(
  'stock-mgt.flow.reel_shelved',
  'UPDATE bundle SET shelved = $2, updated_at = now() WHERE id = $1',
);
const IGNORED = sql(
  'stock-mgt.flow.shelving_ignored',
  'UPDATE material_shelving_entry SET ignored = true WHERE id = $1 AND material_shelving_id = $2 AND NOT done RETURNING id',
);

export class ShelvingService {
  constructor(private readonly pool: pg.Pool) {}

  /** checked receipts holding reels not yet shelved, with those reels. */
  async instockBills(stockId: number | null) {
    const out = [];
    for (const t of RECEIPTS) {
      const found = await rows(this.pool, UNSHELVED_RECEIPTS[t], [ShelvingStatus.SHELVED, stockId]);
      out.push(...found.map((r) => ({ source_type: t, ...r })));
    }
    return out;
  }

  private async open(c: Queryable, id: number) {
    const doc = await first(c, OPEN, [id]);
    if (!doc) throw refuse('id', 'stock.no_material_shelving', { id });
    if (doc.checked || doc.disabled)
      throw refuse('id', doc.checked ? 'stock.shelving_checked' : 'stock.shelving_discarded', { fbillno: doc.fbillno });
    return doc;
  }

  /** a reel of the document scanned: its line done, the reel shelved (or unshelved). */
  async enter(id: number, code: string) {
    return inTransaction(this.pool, async (c) => {
      const doc = await this.open(c, id);
      const reel = await findReel(c, code, true);
      const done = await first(c, DONE, [id, reel.id]);
      if (!done) throw refuse('barcode', 'stock.reel_not_waiting', { fnumber: reel.fnumber, fbillno: doc.fbillno });
      await run(c, REEL_SHELVED, [reel.id, doc.shelving_type]);
      return { entry_id: done.id, bundle_id: reel.id, shelved: doc.shelving_type };
    });
  }

  async ignore(id: number, entryId: number) {
    return inTransaction(this.pool, async (c) => {
      await this.open(c, id);
      const ignored = await first(c, IGNORED, [entryId, id]);
      if (!ignored) throw refuse('entry_id', 'stock.no_open_shelving_entry', { entry: entryId, id });
      return { id, entry_id: entryId, ignored: true };
    });
  }
}
