import { refuse } from '../../../core/api/app.exception';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, ref, relationsTo, str, tr } from '../../basicdata';

/** A policy's barcode pattern as the binding matches it: the whole barcode, '' matching any. */
export function barcodeRegex(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern === '' ? '.*' : pattern})$`, 'u');
}

// Which material a serial number of a product must be bound to, how many, with which barcode; narrowed to one
// station or one work order when given (NULL: any). The binding checks it (binding.service.ts).
export const materialBindingPolicyResource = defineResource({
  name: 'material_binding_policy',
  module: 'product_mgt',
  table: 'material_binding_policy',
  label: tr('物料绑定策略', 'Material binding policy'),
  fields: {
    fnumber: fnumber('策略编码', 'Policy code'),
    fname: fname('策略名称', 'Policy name', { required: false, default: '' }),
    product_id: ref('product', '产品', 'Product', { required: true }),
    station_id: ref('station', '绑定工站 (空 = 任意)', 'Binding station (empty = any)'),
    worder_id: ref('worder', '工单 (空 = 全部)', 'Work order (empty = every order)'),
    icitem_id: ref('icitem', '物料', 'Material', { required: true }),
    qty: int('每个序列号的数量', 'Quantity per serial number', { default: 1, min: 1, maxValue: 1000 }),
    barcode_pattern: str(256, '条码规则 (正则, 空 = 任意)', 'Barcode pattern (regular expression, empty = any)'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product', 'station', 'worder', 'icitem'),
  listColumns: ['fnumber', 'fname', 'product_id', 'station_id', 'worder_id', 'icitem_id', 'qty', 'barcode_pattern'],
  example: { qty: 1, barcode_pattern: 'BAT-[0-9]{6}' },
  hooks: {
    beforeWrite(input) {
      if (typeof input.barcode_pattern === 'string') {
        try {
          barcodeRegex(input.barcode_pattern);
        } catch (e) {
          throw refuse('barcode_pattern', 'product.binding_pattern_invalid', { detail: (e as Error).message });
        }
      }
      return input;
    },
  },
});
