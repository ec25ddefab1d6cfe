import { defineResource } from '../../core/resource/resource.types';
import { int, ref, relationsTo, str, tr, readonlyField } from '../basicdata';

export const SYSTEM_MODULE = 'system';

// The operation log (docs/system-pages.md): one row per write call a signed-in user made, written by the dispatcher's
// recorder; read-only (get, list, export), filtered with the list grammar like every list.
export const opLogResource = defineResource({
  name: 'op_log',
  module: SYSTEM_MODULE,
  table: 'op_log',
  label: tr('操作日志', 'Operation log'),
  actions: ['get', 'list'],
  io: 'export',
  common: { id: 'int', created_at: 'datetime' },
  defaultSort: 'id-desc',
  fields: {
    user_id: readonlyField(ref('user', '用户', 'User')),
    user_name: readonlyField(str(64, '用户名', 'User name', { search: true })),
    module: readonlyField(str(64, '模块', 'Module', { search: true })),
    path: readonlyField(str(256, '调用', 'Call', { search: true })),
    record_id: readonlyField({ ...str(64, '记录 ID', 'Record ID', { search: true }), nullable: true, default: null }),
    ok: readonlyField({ type: 'bool', label: tr('成功', 'Succeeded') }),
    err: readonlyField({ ...int('错误码', 'Error code'), nullable: true, default: null }),
    message: readonlyField(str(512, '结果信息', 'Message')),
    body: readonlyField({ type: 'json', label: tr('请求内容', 'Request body'), nullable: true }),
    ip: readonlyField(str(64, 'IP 地址', 'IP address')),
    ms: readonlyField(int('耗时(毫秒)', 'Took (ms)')),
  },
  relations: relationsTo('user'),
  listColumns: ['created_at', 'user_name', 'module', 'path', 'record_id', 'ok', 'err', 'message'],
});

// Each change of a global setting: who, when, from what to what (written by global-settings.service.ts).
export const settingChangeResource = defineResource({
  name: 'global_setting_change',
  module: SYSTEM_MODULE,
  table: 'global_setting_change',
  label: tr('全局设置变更', 'Global setting change'),
  actions: ['get', 'list'],
  io: false,
  common: { id: 'int', creater_id: 'int', created_at: 'datetime' },
  defaultSort: 'id-desc',
  fields: {
    key: readonlyField(str(128, '设置项', 'Setting', { search: true })),
    old_value: readonlyField({ type: 'json', label: tr('原值', 'Old value'), nullable: true }),
    new_value: readonlyField({ type: 'json', label: tr('新值', 'New value') }),
  },
  listColumns: ['created_at', 'creater_id', 'key', 'old_value', 'new_value'],
});

export const SYSTEM_RESOURCES = [opLogResource, settingChangeResource];
