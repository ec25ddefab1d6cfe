import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, tr } from './fields';

// A role is known by its name (the login answer carries role names); users get roles through user_role.
export const roleResource = defineResource({
  name: 'role',
  module: 'basicdata',
  table: 'role',
  label: tr('角色', 'Role'),
  fields: {
    fname: { type: 'string', label: tr('角色名', 'Role name'), max: 64, required: true, unique: true, search: true },
    fdesc: fdesc('说明', 'Description'),
  },
});
