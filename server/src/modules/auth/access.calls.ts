import { ACCESS, TOPIC, type AccessLink, type RefusalCode } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { inTransaction, rows, run, sql, type Statement } from '../../core/db/sql';
import { writeOutbox } from '../../core/events/outbox.writer';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { AccessRepository } from './access.repository';
import type { AuthService } from './auth.service';
import type { SessionEnder } from './session-ender';
import type { SessionStore } from './session.store';

// the refusal of an id a table does not hold
const NO_ROW = {
  users: 'auth.no_users',
  role: 'auth.no_role',
  permission: 'auth.no_permission',
} as const satisfies Record<string, RefusalCode>;

type Table = keyof typeof NO_ROW;
type Link = {
  table: AccessLink;
  owner: 'user_id' | 'role_id';
  item: string;
  ownerTable: Table;
  itemTable: Table;
  ownerExists: Statement<'auth.user_exists' | 'auth.role_exists'>;
  itemsFound: Statement<'auth.roles_found' | 'auth.permissions_found'>;
  clear: Statement<'auth.clear_user_roles' | 'auth.clear_role_permissions' | 'auth.clear_user_permissions'>;
  add: Statement<'auth.add_user_roles' | 'auth.add_role_permissions' | 'auth.add_user_permissions'>;
};

// setLinks' statements, one per table it names
const USER_EXISTS = sql('auth.user_exists', 'SELECT 1 FROM users WHERE id = $1');
const ROLE_EXISTS = sql('auth.role_exists', 'SELECT 1 FROM role WHERE id = $1');
const ROLES_FOUND = sql('auth.roles_found', 'SELECT id FROM role WHERE id = ANY($1)');
const PERMISSIONS_FOUND = sql('auth.permissions_found', 'SELECT id FROM permission WHERE id = ANY($1)');

// Replaces the whole set of links of one owner in one transaction; an unknown id answers 400 naming it.
async function setLinks(pool: pg.Pool, link: Link, ownerId: number, itemIds: number[]): Promise<{ count: number }> {
  return inTransaction(pool, async (c) => {
    if ((await run(c, link.ownerExists, [ownerId])) === 0)
      throw refuse(link.owner, NO_ROW[link.ownerTable], { ids: ownerId });
    const found = await rows(c, link.itemsFound, [itemIds]);
    const missing = itemIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw refuse(`${link.item}s`, NO_ROW[link.itemTable], { ids: missing.join(', ') });
    await run(c, link.clear, [ownerId]);
    if (itemIds.length) await run(c, link.add, [ownerId, itemIds]);
    const ownerField = link.owner === 'user_id' ? { user_id: ownerId } : { role_id: ownerId };
    await writeOutbox(c, TOPIC.accessLinks(link.table), { ...ownerField, ids: itemIds });
    return { count: itemIds.length };
  });
}

const USER_ROLE: Link = {
  table: 'user_role',
  owner: 'user_id',
  item: 'role_id',
  ownerTable: 'users',
  itemTable: 'role',
  ownerExists: USER_EXISTS,
  itemsFound: ROLES_FOUND,
  clear: sql('auth.clear_user_roles', 'DELETE FROM user_role WHERE user_id = $1'),
  add: sql('auth.add_user_roles', 'INSERT INTO user_role (user_id, role_id) SELECT $1, unnest($2::int[])'),
};
const ROLE_PERMISSION: Link = {
  table: 'role_permission',
  owner: 'role_id',
  item: 'permission_id',
  ownerTable: 'role',
  itemTable: 'permission',
  ownerExists: ROLE_EXISTS,
  itemsFound: PERMISSIONS_FOUND,
  clear: sql('auth.clear_role_permissions', 'DELETE FROM role_permission WHERE role_id = $1'),
  add: sql(
    'auth.add_role_permissions',
    'INSERT INTO role_permission (role_id, permission_id) SELECT $1, unnest($2::int[])',
  ),
};
const USER_PERMISSION: Link = {
  table: 'user_permission',
  owner: 'user_id',
  item: 'permission_id',
  ownerTable: 'users',
  itemTable: 'permission',
  ownerExists: USER_EXISTS,
  itemsFound: PERMISSIONS_FOUND,
  clear: sql('auth.clear_user_permissions', 'DELETE FROM user_permission WHERE user_id = $1'),
  add: sql(
    'auth.add_user_permissions',
    'INSERT INTO user_permission (user_id, permission_id) SELECT $1, unnest($2::int[])',
  ),
};

const ROLES_OF_USER = sql(
  'auth.roles_of_user',
  'SELECT r.id, r.fname FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.fname',
);
const USERS_OF_ROLE = sql(
  'auth.users_of_role',
  'SELECT u.id, u.name, u.display_name FROM user_role ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = $1 ORDER BY u.name',
);
const PERMISSIONS_OF_ROLE = sql(
  'auth.permissions_of_role',
  'SELECT p.id, p.fname, p.fdesc FROM role_permission rp JOIN permission p ON p.id = rp.permission_id WHERE rp.role_id = $1 ORDER BY p.fname',
);
const PERMISSIONS_OF_USER = sql(
  'auth.permissions_of_user',
  'SELECT p.id, p.fname, p.fdesc FROM user_permission up JOIN permission p ON p.id = up.permission_id WHERE up.user_id = $1 ORDER BY p.fname',
);

// The management calls of 000 §6 and §7: roles by user, permissions by role and by user, the signed-in user. Declared in
// contracts/src/calls/access.ts.
export type AccessDeps = {
  pool: pg.Pool;
  auth: AuthService;
  sessions: SessionStore;
  access: AccessRepository;
  ender: SessionEnder;
};

export function registerAccessCalls(
  registry: ResourceRegistry,
  { pool, auth, sessions, access, ender }: AccessDeps,
): void {
  const set = async (link: Link, owner: number, items: number[]) => {
    const answer = await setLinks(pool, link, owner, items);
    access.forget();
    // A user left without a role holds no session: they end once the new roles have committed.
    if (link === USER_ROLE) await ender.endInactive([owner]);
    return answer;
  };
  const A = ACCESS;
  implementCall(registry, A.self, async (_b, ctx) => auth.self((await sessions.read(ctx.token!))!), {
    permission: null,
  });
  // Each link table is read and replaced from either side it is managed from: the list answers the linked rows of one
  // owner, the set call replaces them all. The permissions are the ones 000 §6 names (not the paths with dots).
  const as = (permission: string) => ({ permission: `basicdata.${permission}` });
  implementCall(registry, A.rolesOfUser, (b) => rows(pool, ROLES_OF_USER, [b.user_id]), as('user.roles'));
  implementCall(registry, A.usersOfRole, (b) => rows(pool, USERS_OF_ROLE, [b.role_id]), as('user.list'));
  implementCall(
    registry,
    A.permissionsOfRole,
    (b) => rows(pool, PERMISSIONS_OF_ROLE, [b.role_id]),
    as('permission.role_list'),
  );
  implementCall(
    registry,
    A.permissionsOfUser,
    (b) => rows(pool, PERMISSIONS_OF_USER, [b.user_id]),
    as('permission.user_list'),
  );
  implementCall(registry, A.setRolesOfUser, (b) => set(USER_ROLE, b.user_id, b.role_ids), as('user.roles_set'));
  implementCall(
    registry,
    A.setPermissionsOfRole,
    (b) => set(ROLE_PERMISSION, b.role_id, b.permission_ids),
    as('permission.role_set'),
  );
  implementCall(
    registry,
    A.setPermissionsOfUser,
    (b) => set(USER_PERMISSION, b.user_id, b.permission_ids),
    as('permission.user_set'),
  );
}
