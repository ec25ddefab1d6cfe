import { defineResource } from '../../../core/resource/resource.types';
import { ref, relationsTo, str, tr } from './fields';

// Users (table `users`). The caller never sends a password: it sends `secret`, derived in the client
// (docs/decisions.md §4). `secret` is not a column: a beforeWrite hook encrypts it into `secret_enc` and drops it;
// on update an empty secret leaves the stored one as it is (000 §5). Roles go through user_role (user/roles/set).
export const userResource = defineResource({
  name: 'user',
  module: 'basicdata',
  table: 'users',
  label: tr('用户', 'User'),
  fields: {
    name: { type: 'string', label: tr('登录名', 'Login name'), max: 64, required: true, unique: true, search: true },
    display_name: str(128, '姓名', 'Display name', { search: true }),
    secret: { type: 'string', label: tr('密码密文', 'Password secret'), max: 64, required: true, hidden: true },
    secret_enc: { type: 'text', label: tr('加密密文', 'Encrypted secret'), hidden: true, readonly: true },
    employee_no: str(64, '工号', 'Employee number', { search: true }),
    phone: str(32, '手机号', 'Phone'),
    email: str(128, '邮箱', 'Email'),
    department_id: ref('department', '所属部门', 'Department'),
    position_id: ref('position', '岗位', 'Position'),
  },
  relations: relationsTo('department', 'position'),
});
