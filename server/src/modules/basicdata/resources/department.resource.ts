import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, ref, str, tr } from './fields';

// Departments as a tree through parent_id; NULL parent = a top-level department.
export const departmentResource = defineResource({
  name: 'department',
  module: 'basicdata',
  table: 'department',
  label: tr('部门', 'Department'),
  fields: {
    fnumber: fnumber('部门编码', 'Department code'),
    fname: fname('部门名称', 'Department name'),
    parent_id: ref('department', '上级部门', 'Parent department'),
    manager: str(64, '部门负责人', 'Manager'),
    seq: int('显示顺序', 'Display order', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    parent: { resource: 'department', via: 'parent_id' },
  },
});

// A job position (岗位) such as line operator, QC inspector or warehouse keeper.
export const positionResource = defineResource({
  name: 'position',
  module: 'basicdata',
  table: 'position',
  label: tr('岗位', 'Position'),
  fields: {
    fnumber: fnumber('岗位编码', 'Position code'),
    fname: fname('岗位名称', 'Position name'),
    department_id: ref('department', '所属部门', 'Department'),
    fdesc: fdesc('岗位职责', 'Duties'),
  },
  relations: {
    department: { resource: 'department', via: 'department_id' },
  },
});
