import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, str, tr } from './fields';

// A permission is a name such as 'basicdata.factory.create'. Roles and users get them through the join tables
// role_permission and user_permission (permission/role/set, permission/user/set), not through fields here.
export const permissionResource = defineResource({
  name: 'permission',
  module: 'basicdata',
  table: 'permission',
  label: tr('权限', 'Permission'),
  fields: {
    fname: fname('权限名', 'Permission name', { unique: true }),
    module: str(64, '所属模块', 'Module', { required: true, search: true }),
    fdesc: fdesc('说明', 'Description'),
  },
});
