import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { refuse } from '../../../core/api/app.exception';
import { fdesc, fname, fnumber, int, ref, relationsTo, str, tr } from '../../basicdata';

// SMT board barcodes: the policy a board (panel) barcode follows, the barcodes issued, and the bad marks (sub-boards
// marked bad, skipped by the mounters).
export function smtBarcodePolicyResource(): ResourceDef {
  return defineResource({
    name: 'smt_barcode_policy',
    module: 'product_mgt',
    table: 'smt_barcode_policy',
    label: tr('SMT 条码规则', 'SMT barcode policy'),
    fields: {
      fnumber: fnumber('规则编码', 'Policy code'),
      fname: fname('规则名称', 'Policy name'),
      product_id: ref('product', '产品', 'Product'),
      prefix: str(32, '前缀', 'Prefix'),
      pattern: str(256, '正则表达式', 'Pattern (regular expression)'),
      length: int('长度', 'Length', { min: 0, maxValue: 128 }),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: { product: { resource: 'product', via: 'product_id' } },
    hooks: {
      beforeWrite(input) {
        if (typeof input.pattern === 'string' && input.pattern !== '') {
          try {
            new RegExp(input.pattern);
          } catch (e) {
            throw refuse('pattern', 'smt.pattern_not_regex', { reason: (e as Error).message });
          }
        }
        return input;
      },
    },
  });
}

export function smtBarcodeTableResource(): ResourceDef {
  return defineResource({
    name: 'smt_barcode_table',
    module: 'product_mgt',
    table: 'smt_barcode_table',
    label: tr('SMT 条码表', 'SMT barcodes'),
    actions: ['get', 'list', 'delete'],
    io: false,
    fields: {
      barcode: { type: 'string', label: tr('条码', 'Barcode'), max: 128, required: true, unique: true, search: true },
      smt_barcode_policy_id: ref('smt_barcode_policy', '条码规则', 'Barcode policy'),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      panel_count: int('拼板数', 'Boards per panel', { min: 1, default: 1 }),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('smt_barcode_policy', 'smt_order'),
  });
}

export function smtBadMarkResource(): ResourceDef {
  return defineResource({
    name: 'smt_bad_mark',
    module: 'product_mgt',
    table: 'smt_bad_mark',
    label: tr('坏板标记', 'Bad mark'),
    fields: {
      barcode: { type: 'string', label: tr('板条码', 'Board barcode'), max: 128, required: true, search: true },
      position: int('拼板位置', 'Position in panel', { min: 0 }),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      reason: str(256, '原因', 'Reason'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: { smt_order: { resource: 'smt_order', via: 'smt_order_id' } },
  });
}

// What the SMT line's machines report per board (written by the machine interfaces; listed under product_coll).
export function smtBoardStationLogResource(): ResourceDef {
  return defineResource({
    name: 'smt_board_station_log',
    module: 'product_coll',
    table: 'smt_board_station_log',
    label: tr('SMT 过站记录', 'SMT board station log'),
    actions: ['list'],
    io: false,
    fields: {
      barcode: { type: 'string', label: tr('板条码', 'Board barcode'), max: 128, required: true, search: true },
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      station_id: ref('station', '工站', 'Station'),
      product_line_id: ref('product_line', '产线', 'Production line'),
      result: int('结果', 'Result', { min: 0 }),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('smt_order', 'station', 'product_line'),
  });
}

export function smtBoardItemsResource(): ResourceDef {
  return defineResource({
    name: 'smt_board_items',
    module: 'product_coll',
    table: 'smt_board_items',
    label: tr('SMT 板与序列号', 'SMT board items'),
    actions: ['list'],
    io: false,
    fields: {
      barcode: { type: 'string', label: tr('板条码', 'Board barcode'), max: 128, required: true, search: true },
      sn: { type: 'string', label: tr('序列号', 'Serial number'), max: 64, required: true, search: true },
      position: int('拼板位置', 'Position in panel', { min: 0 }),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
    },
    relations: { smt_order: { resource: 'smt_order', via: 'smt_order_id' } },
  });
}
