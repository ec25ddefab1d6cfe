import { defineResource } from '../../../core/resource/resource.types';
import { datetime, fdesc, ref, relationsTo, str, tr } from '../../basicdata';

// A breakdown of a device from start_at until end_at (NULL: still down). Opened with create, closed with
// dm_repair_record/close; both are the line's live events, and the rows are the downtime OEE reads (dm_downtime).
// create is served by dm-repairs.ts (its event is written in the same transaction); no update: close says it all.
export const dmRepairRecordResource = defineResource({
  name: 'dm_repair_record',
  module: 'device_maintenance',
  table: 'dm_repair_record',
  label: tr('维修记录', 'Repair record'),
  actions: ['get', 'list', 'create', 'delete'],
  fields: {
    device_asset_id: ref('device_asset', '设备', 'Device', { required: true }),
    product_line_id: { ...ref('product_line', '产线', 'Production line'), readonly: true },
    start_at: datetime('停机时间', 'Down since'),
    end_at: datetime('恢复时间', 'Back up at'),
    cause: str(512, '故障原因', 'Cause'),
    action: str(512, '维修措施', 'Action taken'),
    parts: str(512, '更换备件', 'Parts replaced'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('device_asset', 'product_line'),
  listColumns: ['device_asset_id', 'product_line_id', 'start_at', 'end_at', 'cause'],
  defaultSort: 'start_at-desc',
  io: false,
  example: { cause: 'nozzle jam', start_at: null, end_at: null },
});
