import { refuse } from '../../../core/api/app.exception';
import {
  defineResource,
  LIST_BY_IDS,
  type FieldDef,
  type LinksDef,
  type ResourceDef,
} from '../../../core/resource/resource.types';
import type { ResourceRef } from '../../../core/resource/resource-event';
import { bool, datetime, fdesc, ref, relationsTo, str, tr } from '../../basicdata';
import { bindReels, reelPosting } from '../flow/reel-ledger';
import { checkEntries, checkHeaderPlace } from './entry-rules';
import { postDocument, reverseDocument } from './stock-posting';
import type { StockDocSpec } from './stock-document.types';

// A stock document declared from its small description (docs/stock.md): a header with entries on the engine, whose
// check posts the entries to the ledger and whose uncheck reverses them, in the check's transaction with the header
// locked. A checked document is frozen (the engine refuses update and delete); disable discards an unchecked one.

/** the document's number: unique, searched, made from the prefix when not given (PR20261124-000042). */
export function billNumberField(prefix: string): FieldDef {
  return {
    type: 'string',
    label: tr('单据编号', 'Document number'),
    max: 64,
    unique: true,
    search: true,
    default: '',
    numbered: prefix,
  };
}

const qty = (): FieldDef => ({
  type: 'number',
  label: tr('数量', 'Quantity'),
  required: true,
  min: 0.000001,
  maxValue: 1e12,
});

function entryFields(spec: StockDocSpec): Record<string, FieldDef> {
  const transfer = spec.direction === 'transfer';
  return {
    icitem_id: ref('icitem', '物料', 'Material', { required: true }),
    fqty: qty(),
    stock_id: ref('stock', transfer ? '调出仓库' : '仓库', transfer ? 'From warehouse' : 'Warehouse', {
      required: true,
    }),
    stock_place_id: ref('stock_place', transfer ? '调出库位' : '库位', transfer ? 'From place' : 'Place'),
    ...(transfer
      ? {
          to_stock_id: ref('stock', '调入仓库', 'To warehouse', { required: true }),
          to_stock_place_id: ref('stock_place', '调入库位', 'To place'),
        }
      : {}),
    batch_no: str(64, '批号', 'Batch'),
    box_id: ref('box', '箱', 'Box'),
    ...(spec.bundles ? { bundle_id: ref('bundle', '物料批次 (料盘)', 'Reel') } : {}),
    barcode: str(128, '条码', 'Barcode'),
    confirmed: { ...bool('已扫描确认', 'Confirmed by scan'), readonly: true },
    fdesc: fdesc('备注', 'Remarks'),
  };
}

/** a stock document's name and module, as stockDocument declares them: the events of the work on it name them. */
export function stockDocRef(spec: Pick<StockDocSpec, 'name'>): ResourceRef {
  return { name: spec.name, module: 'stock_mgt' };
}

export function stockDocument(
  spec: StockDocSpec,
  extra: { fields?: Record<string, FieldDef>; links?: LinksDef } = {},
): ResourceDef {
  const noun = spec.label['en-US'].toLowerCase();
  return defineResource({
    ...stockDocRef(spec),
    table: spec.name,
    label: spec.label,
    lookups: [LIST_BY_IDS],
    links: extra.links,
    listColumns: ['fbillno', 'bill_date', 'stock_id', 'fdesc'],
    fields: {
      fbillno: billNumberField(spec.prefix),
      bill_date: datetime('单据日期', 'Document date'),
      stock_id: ref('stock', '仓库', 'Warehouse'),
      stock_place_id: ref('stock_place', '库位', 'Place'),
      multi_clerk: bool('允许多人作业', 'Several clerks at once'),
      ...extra.fields,
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('stock', 'stock_place'),
    entries: {
      table: `${spec.name}_entry`,
      parent: `${spec.name}_id`,
      label: tr('明细', 'Entries'),
      fields: entryFields(spec),
    },
    example: { fdesc: '' },
    hooks: {
      async beforeWrite(input, ctx) {
        const out = { ...input };
        if (out.bill_date === null) delete out.bill_date;
        // the engine hands its write's transaction (a unit test of the hook alone has none)
        if (ctx.tx && ('stock_id' in input || 'stock_place_id' in input))
          await checkHeaderPlace(
            ctx.tx,
            'stock_id' in input ? input.stock_id : ctx.current?.stock_id,
            'stock_place_id' in input ? input.stock_place_id : ctx.current?.stock_place_id,
          );
        return out;
      },
      async afterEntries(tx, id, entries) {
        await checkEntries(tx, spec, id, entries);
        if (spec.bundles) await bindReels(tx, spec, id);
      },
      async beforeFlag({ flag, value, row }, tx, ctx) {
        const name = { doc: noun, fbillno: String(row.fbillno) };
        if (flag === 'disabled') {
          if (value && row.checked) throw refuse('id', 'stock.doc_checked_no_discard', name);
          return;
        }
        if (value === row.checked)
          throw refuse('checked', value ? 'stock.doc_already_checked' : 'stock.doc_not_checked', name);
        if (value && row.disabled) throw refuse('id', 'stock.doc_discarded_no_check', name);
        if (spec.direction === 'plan') return;
        const post = () =>
          value ? postDocument(tx, spec, row.id, ctx.userId) : reverseDocument(tx, spec, row.id, ctx.userId);
        if (spec.bundles) await reelPosting(tx, spec, row.id, value, post);
        else await post();
      },
    },
  });
}
