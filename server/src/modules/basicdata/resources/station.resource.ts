import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, ref, relationsTo, str, tr } from './fields';

// What a station does (GENERAL_TEST, DOWNLOAD, CHECK_OUTWARD, MMI_TEST, ...); routing checks use it (error 1505).
export const stationFunctionResource = defineResource({
  name: 'station_function',
  module: 'basicdata',
  table: 'station_function',
  label: tr('工站功能', 'Station function'),
  fields: {
    fnumber: fnumber('功能编码', 'Function code'),
    fname: fname('功能名称', 'Function name'),
    fdesc: fdesc('说明', 'Description'),
  },
});

export const stationResource = defineResource({
  name: 'station',
  module: 'basicdata',
  table: 'station',
  label: tr('工站', 'Station'),
  fields: {
    fnumber: fnumber('工站编码', 'Station code'),
    fname: fname('工站名称', 'Station name'),
    product_line_id: ref('product_line', '所属产线', 'Production line', { required: true }),
    station_function_id: ref('station_function', '工站功能', 'Station function'),
    ip_address: str(64, 'IP 地址', 'IP address'),
    host_name: str(64, '电脑名', 'Host name'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product_line', 'station_function'),
});

// The fault list (gzxx, 故障信息) an operator picks from at a station: which error codes apply there, in order.
// One error code appears once per station (unique station_id + error_code_id).
export const stationGzxxResource = defineResource({
  name: 'station_gzxx',
  module: 'basicdata',
  table: 'station_gzxx',
  label: tr('工站故障信息', 'Station fault info'),
  fields: {
    station_id: ref('station', '工站', 'Station', { required: true }),
    error_code_id: ref('error_code', '不良代码', 'Error code', { required: true }),
    seq: int('显示顺序', 'Display order', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station', 'error_code'),
  defaultSort: 'seq-asc',
});
