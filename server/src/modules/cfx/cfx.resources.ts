import { defineResource } from '../../core/resource/resource.types';
import { datetime, fdesc, int, ref, relationsTo, str, tr, readonlyField } from '../basicdata';

export const CFX_MODULE = 'cfx';

// A machine is a station (docs/cfx.md): its CFX handle (the envelope's Source) names the station and line its
// messages report for (its line is the station's), and optionally the device asset whose andon its faults raise. The link and state columns are
// the hub's, written from Heartbeat, StationOnline/Offline, StationStateChanged and faults.
export const cfxMachineResource = defineResource({
  name: 'cfx_machine',
  module: CFX_MODULE,
  table: 'cfx_machine',
  label: tr('CFX 设备', 'CFX machine'),
  fields: {
    handle: {
      type: 'string',
      label: tr('CFX 句柄', 'CFX handle'),
      max: 128,
      required: true,
      unique: true,
      search: true,
    },
    fname: str(128, '名称', 'Name', { search: true }),
    station_id: ref('station', '工站', 'Station', { required: true }),
    device_asset_id: ref('device_asset', '设备资产', 'Device asset'),
    link_state: readonlyField(
      str(16, '连接状态', 'Link state', { enum: ['unknown', 'online', 'offline'], default: 'unknown' }),
    ),
    last_heartbeat_at: readonlyField(datetime('最后心跳', 'Last heartbeat')),
    heartbeat_s: readonlyField(int('心跳间隔(秒)', 'Heartbeat every (s)')),
    state: readonlyField(str(64, '设备状态', 'Machine state')),
    state_at: readonlyField(datetime('状态时间', 'State since')),
    open_faults: readonlyField(int('未清除故障', 'Open faults')),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station', 'device_asset'),
  listColumns: ['handle', 'fname', 'station_id', 'link_state', 'last_heartbeat_at', 'state'],
  io: false,
  example: { handle: 'SMT-01.MOUNTER-1', fname: 'Mounter 1' },
});

// Every message as received (docs/cfx.md, "The message log"): read-only, written by the endpoint.
export const cfxMessageResource = defineResource({
  name: 'cfx_message',
  module: CFX_MODULE,
  table: 'cfx_message',
  label: tr('CFX 消息', 'CFX message'),
  actions: ['get', 'list'],
  io: false,
  common: { id: 'int', received_at: 'datetime' },
  defaultSort: 'id-desc',
  fields: {
    source: { type: 'string', label: tr('来源', 'Source'), max: 256, search: true, readonly: true },
    unique_id: { type: 'string', label: tr('消息 ID', 'Unique ID'), max: 128, search: true, readonly: true },
    message_name: { type: 'string', label: tr('消息名', 'Message name'), max: 256, search: true, readonly: true },
    address: readonlyField(str(256, '地址', 'Address')),
    reply_to: readonlyField(str(256, '回复地址', 'Reply to')),
    request_id: readonlyField(str(128, '请求 ID', 'Request ID')),
    transaction_id: readonlyField(str(64, '事务 ID', 'Transaction ID')),
    sent_at: readonlyField(datetime('发送时间', 'Sent at')),
    raw: { type: 'text', label: tr('原文', 'Raw message'), readonly: true },
    status: readonlyField(
      str(16, '状态', 'Status', {
        enum: ['received', 'applied', 'refused', 'malformed', 'unknown', 'stored', 'failed'],
      }),
    ),
    reason: readonlyField(str(2048, '原因', 'Reason')),
    outcome: { type: 'json', label: tr('处理结果', 'Outcome'), nullable: true, readonly: true },
    applied_at: readonlyField(datetime('处理时间', 'Applied at')),
    cfx_machine_id: readonlyField(ref('cfx_machine', 'CFX 设备', 'CFX machine')),
  },
  relations: relationsTo('cfx_machine'),
  listColumns: ['received_at', 'source', 'message_name', 'status', 'reason'],
});

export const CFX_RESOURCES = [cfxMachineResource, cfxMessageResource];
