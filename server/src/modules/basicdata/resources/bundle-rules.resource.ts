import { defineResource } from '../../../core/resource/resource.types';
import { bool, fdesc, fname, fnumber, int, oneOf, ref, relationsTo, str, tr } from './fields';

export const SERIAL_RESETS = ['daily', 'never', 'monthly', 'yearly'] as const;

// How bundle (batch, 批次) numbers are built and checked: prefix + date + running serial, e.g. "RB" + "250301" + "0001".
// Rules may be narrowed to one customer and/or one material; NULL means any.
export const bundleRulesResource = defineResource({
  name: 'bundle_rules',
  module: 'basicdata',
  table: 'bundle_rules',
  label: tr('批次规则', 'Bundle rule'),
  fields: {
    fnumber: fnumber('规则编码', 'Rule code'),
    fname: fname('规则名称', 'Rule name'),
    organization_id: ref('organization', '客户', 'Customer'),
    icitem_id: ref('icitem', '物料', 'Material'),
    prefix: str(32, '批次前缀', 'Prefix'),
    date_format: str(16, '日期格式', 'Date format', { default: 'YYMMDD' }),
    serial_length: int('流水号位数', 'Serial length', { min: 1, maxValue: 12, default: 4 }),
    serial_reset: oneOf(SERIAL_RESETS, '流水号重置', 'Serial reset'),
    default_qty: int('每批默认数量', 'Default bundle quantity', { min: 0 }),
    check_qty: bool('扫码校验数量', 'Check quantity on scan'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('organization', 'icitem'),
});
