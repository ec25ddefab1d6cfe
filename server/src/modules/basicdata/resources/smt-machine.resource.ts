import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, fspec, int, oneOf, ref, relationsTo, str, tr } from './fields';

export const SMT_MACHINE_TYPES = ['mounter', 'printer', 'spi', 'reflow', 'aoi', 'other'] as const;

// A machine of an SMT line, in line order (seq). Mounters carry feeder tables and slots that SMT feeding checks.
export const smtMachineResource = defineResource({
  name: 'smt_machine',
  module: 'basicdata',
  table: 'smt_machine',
  label: tr('SMT 设备', 'SMT machine'),
  fields: {
    fnumber: fnumber('设备编码', 'Machine code'),
    fname: fname('设备名称', 'Machine name'),
    fspec: fspec('机型', 'Model'),
    machine_type: oneOf(SMT_MACHINE_TYPES, '设备类型', 'Machine type'),
    manufacturer: str(64, '品牌', 'Brand'),
    product_line_id: ref('product_line', '所属产线', 'Production line', { required: true }),
    device_asset_id: ref('device_asset', '设备资产', 'Device asset'),
    seq: int('线内顺序', 'Position in line', { min: 0 }),
    table_count: int('料台数', 'Feeder tables', { min: 0 }),
    slot_count: int('料站数', 'Feeder slots', { min: 0 }),
    ip_address: str(64, 'IP 地址', 'IP address'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product_line', 'device_asset'),
});
