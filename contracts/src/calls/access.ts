import { declareCall } from './declare-call';
import { field } from './fields';

// The access management calls of 000 §6 and §7: roles by user, permissions by role and by user, the signed-in user.
// Each link table is read and replaced from the side it is managed from; a set call replaces the whole set.

type Row = Record<string, unknown>;
const B = 'basicdata';
/** how many ids one set call may give */
export const MAX_LINK_IDS = 10_000;

const ofUser = field.object({ user_id: field.id() });
const ofRole = field.object({ role_id: field.id() });

export const ACCESS = {
  self: declareCall<Row & { roles?: string[]; permissions?: string[] }>()({
    path: `${B}/user/self`,
    summary: 'the signed-in user with roles and permissions',
    input: field.object({}),
  }),
  rolesOfUser: declareCall<{ id: number; fname: string }[]>()({
    path: `${B}/user/roles`,
    summary: 'roles of a user',
    input: ofUser,
  }),
  usersOfRole: declareCall<{ id: number; name: string; display_name: string }[]>()({
    path: `${B}/user/list_by_role`,
    summary: 'users holding a role',
    input: ofRole,
  }),
  permissionsOfRole: declareCall<{ id: number; fname: string; fdesc: string }[]>()({
    path: `${B}/permission/role/list`,
    summary: 'permissions of a role',
    input: ofRole,
  }),
  permissionsOfUser: declareCall<{ id: number; fname: string; fdesc: string }[]>()({
    path: `${B}/permission/user/list`,
    summary: 'permissions granted directly to a user',
    input: ofUser,
  }),
  setRolesOfUser: declareCall<{ count: number }>()({
    path: `${B}/user/roles/set`,
    summary: 'replace the roles of a user',
    input: field.object({ user_id: field.id(), role_ids: field.ids(MAX_LINK_IDS) }),
  }),
  setPermissionsOfRole: declareCall<{ count: number }>()({
    path: `${B}/permission/role/set`,
    summary: 'replace the permissions of a role',
    input: field.object({ role_id: field.id(), permission_ids: field.ids(MAX_LINK_IDS) }),
  }),
  setPermissionsOfUser: declareCall<{ count: number }>()({
    path: `${B}/permission/user/set`,
    summary: 'replace the permissions granted directly to a user',
    input: field.object({ user_id: field.id(), permission_ids: field.ids(MAX_LINK_IDS) }),
  }),
};
