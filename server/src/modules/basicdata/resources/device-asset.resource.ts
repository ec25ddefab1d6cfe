import { defineResource } from '../../../core/resource/resource.types';
import { datetime, fdesc, fname, fnumber, fspec, int, oneOf, ref, relationsTo, str, tr } from './fields';

export const DEVICE_STATUSES = ['in_use', 'idle', 'repair', 'scrapped'] as const;

// A piece of equipment on the asset register (testers, fixtures, ovens, SMT machines), where it stands and its upkeep.
export const deviceAssetResource = defineResource({
  name: 'device_asset',
  module: 'basicdata',
  table: 'device_asset',
  label: tr('设备资产', 'Device asset'),
  fields: {
    fnumber: fnumber('资产编号', 'Asset number'),
    fname: fname('设备名称', 'Device name'),
    fspec: fspec('设备型号', 'Model'),
    serial_no: str(64, '出厂编号', 'Serial number', { search: true }),
    manufacturer: str(128, '制造商', 'Manufacturer'),
    product_line_id: ref('product_line', '所在产线', 'Production line'),
    station_id: ref('station', '所在工站', 'Station'),
    status: oneOf(DEVICE_STATUSES, '设备状态', 'Status'),
    purchased_at: datetime('购置日期', 'Purchase date'),
    maintenance_days: int('保养周期 (天)', 'Maintenance interval (days)', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product_line', 'station'),
});
