import { MaterialPreparationBuildStatus } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { bool, datetime, fdesc, num, ref, relationsTo, tr, readonlyField } from '../../basicdata';
import { billNumberField } from '../documents/stock-document';
import { run } from '../../../core/db/sql';
import { END_CLAIMS } from './prepare.service';

// Material preparation (docs/material-flow.md): for a process plan or a work order, the reels recommended from the
// stores (entries, written by re_generate_recommend), scanned by clerks, finished into a pick to the line.
export function prepareResource(): ResourceDef {
  return defineResource({
    name: 'material_prepare',
    module: 'stock_mgt',
    table: 'material_prepare',
    label: tr('备料单', 'Material preparation'),
    lookups: [LIST_BY_IDS],
    listColumns: ['fbillno', 'icpp_id', 'smt_order_id', 'worder_id', 'fqty', 'build_status', 'to_stock_id', 'fdesc'],
    fields: {
      fbillno: billNumberField('MP'),
      icpp_id: ref('icpp', '工艺计划', 'Process plan'),
      worder_id: ref('worder', '工单', 'Work order'),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      fqty: num('备料套数', 'Units to prepare for', { min: 0, maxValue: 1e9 }),
      stock_id: ref('stock', '发料仓库 (空=全部)', 'From warehouse (empty: any)'),
      to_stock_id: ref('stock', '线边仓', 'Line-side warehouse'),
      to_stock_place_id: ref('stock_place', '线边库位', 'Line-side place'),
      rule: {
        type: 'string',
        label: tr('推荐规则', 'Recommendation rule'),
        max: 8,
        enum: ['fefo', 'fifo'],
        default: 'fefo',
      },
      partial_first: bool('余料优先', 'Opened reels first', true),
      build_status: readonlyField({
        type: 'int' as const,
        label: tr('备料状态', 'Preparation status'),
        enum: MaterialPreparationBuildStatus.codes,
        default: MaterialPreparationBuildStatus.START,
      }),
      finished_at: readonlyField({ ...datetime('完成时间', 'Finished'), nullable: true }),
      multi_clerk: bool('允许多人作业', 'Several clerks at once', true),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('icpp', 'worder', 'smt_order', 'stock'),
    entries: {
      table: 'material_prepare_entry',
      parent: 'material_prepare_id',
      label: tr('推荐明细', 'Recommended reels'),
      fields: {
        icitem_id: ref('icitem', '物料', 'Material', { required: true }),
        need_qty: readonlyField(num('需求数量', 'Needed')),
        bundle_id: ref('bundle', '料盘', 'Reel'),
        stock_id: ref('stock', '仓库', 'Warehouse'),
        stock_place_id: ref('stock_place', '库位', 'Place'),
        fqty: num('数量', 'Quantity', { min: 0, maxValue: 1e12 }),
        seq: readonlyField({ type: 'int' as const, label: tr('顺序', 'Order'), default: 0 }),
        ignored: readonlyField(bool('已忽略', 'Ignored')),
        scanned: readonlyField(bool('已扫描', 'Scanned')),
        fdesc: fdesc('备注', 'Remarks'),
      },
    },
    example: { fdesc: '' },
    hooks: {
      beforeWrite(input, ctx) {
        const out = { ...input };
        const icpp = 'icpp_id' in input ? input.icpp_id : ctx.current?.icpp_id;
        const worder = 'worder_id' in input ? input.worder_id : ctx.current?.worder_id;
        const smt = 'smt_order_id' in input ? input.smt_order_id : ctx.current?.smt_order_id;
        if (ctx.action === 'create' && [icpp, worder, smt].every((v) => (v ?? null) === null))
          throw refuse('icpp_id', 'stock.prepare_for_what');
        return out;
      },
      // a failed preparation is not approved; a checked or discarded one holds no reel any more
      async beforeFlag({ flag, value, row }, tx) {
        if (flag === 'checked' && value && row.build_status === MaterialPreparationBuildStatus.FAIL)
          throw refuse('checked', 'stock.prepare_failed_not_checked', { fbillno: String(row.fbillno) });
        if (value) await run(tx, END_CLAIMS, [row.id]);
      },
      async beforeDelete(row, db) {
        await run(db, END_CLAIMS, [row.id]);
      },
    },
  });
}
