import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, ref, tr } from './fields';

// Auxiliary messages (辅助资料): small lookup lists grouped by type. SCAN_TYPE is one type; its messages
// MTL_EXACT and MTL_STD are seeded by the master-data migration (000 §3).
export const auxMsgTypeResource = defineResource({
  name: 'aux_msg_type',
  module: 'basicdata',
  table: 'aux_msg_type',
  label: tr('辅助资料类型', 'Auxiliary message type'),
  fields: {
    fnumber: fnumber('类型编码', 'Type code'),
    fname: fname('类型名称', 'Type name'),
    fdesc: fdesc('说明', 'Description'),
  },
});

// A code is unique within its type (unique aux_msg_type_id + fnumber), not across types.
export const auxMsgResource = defineResource({
  name: 'aux_msg',
  module: 'basicdata',
  table: 'aux_msg',
  label: tr('辅助资料', 'Auxiliary message'),
  fields: {
    aux_msg_type_id: ref('aux_msg_type', '类型', 'Type', { required: true }),
    fnumber: fnumber('编码', 'Code', { unique: false }),
    fname: fname('名称', 'Name'),
    seq: int('显示顺序', 'Display order', { min: 0 }),
    fdesc: fdesc('说明', 'Description'),
  },
  relations: {
    aux_msg_type: { resource: 'aux_msg_type', via: 'aux_msg_type_id' },
  },
  defaultSort: 'seq-asc',
});
