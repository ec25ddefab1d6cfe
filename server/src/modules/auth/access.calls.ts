import { ACCESS, TOPIC, type AccessLink, type RefusalCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
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
type Link = { table: AccessLink; owner: 'user_id' | 'role_id'; item: string; ownerTable: Table; itemTable: Table };

// Replaces the whole set of links of one owner in one transaction; an unknown id answers 400 naming it.
async function setLinks(ds: DataSource, link: Link, ownerId: number, itemIds: number[]): Promise<{ count: number }> {
  return ds.transaction(async (m) => {
    const owner = (await m.query(`SELECT 1 FROM ${link.ownerTable} WHERE id = $1`, [ownerId])) as unknown[];
    if (owner.length === 0) throw refuse(link.owner, NO_ROW[link.ownerTable], { ids: ownerId });
    const found = (await m.query(`SELECT id FROM ${link.itemTable} WHERE id = ANY($1)`, [itemIds])) as { id: number }[];
    const missing = itemIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw refuse(`${link.item}s`, NO_ROW[link.itemTable], { ids: missing.join(', ') });
    await m.query(`DELETE FROM ${link.table} WHERE ${link.owner} = $1`, [ownerId]);
    if (itemIds.length)
      await m.query(`INSERT INTO ${link.table} (${link.owner}, ${link.item}) SELECT $1, unnest($2::int[])`, [
        ownerId,
        itemIds,
      ]);
    const ownerField = link.owner === 'user_id' ? { user_id: ownerId } : { role_id: ownerId };
    await writeOutbox(m, TOPIC.accessLinks(link.table), { ...ownerField, ids: itemIds });
    return { count: itemIds.length };
  });
}

const USER_ROLE: Link = {
  table: 'user_role',
  owner: 'user_id',
  item: 'role_id',
  ownerTable: 'users',
  itemTable: 'role',
};
const ROLE_PERMISSION: Link = {
  table: 'role_permission',
  owner: 'role_id',
  item: 'permission_id',
  ownerTable: 'role',
  itemTable: 'permission',
};
const USER_PERMISSION: Link = {
  table: 'user_permission',
  owner: 'user_id',
  item: 'permission_id',
  ownerTable: 'users',
  itemTable: 'permission',
};

// The management calls of 000 §6 and §7: roles by user, permissions by role and by user, the signed-in user. Declared in
// contracts/src/calls/access.ts.
export type AccessDeps = {
  ds: DataSource;
  auth: AuthService;
  sessions: SessionStore;
  access: AccessRepository;
  ender: SessionEnder;
};

export function registerAccessCalls(
  registry: ResourceRegistry,
  { ds, auth, sessions, access, ender }: AccessDeps,
): void {
  const set = async (link: Link, owner: number, items: number[]) => {
    const answer = await setLinks(ds, link, owner, items);
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
  const ROLES_OF_USER =
    'SELECT r.id, r.fname FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.fname';
  const USERS_OF_ROLE =
    'SELECT u.id, u.name, u.display_name FROM user_role ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = $1 ORDER BY u.name';
  const PERMISSIONS_OF_ROLE =
    'SELECT p.id, p.fname, p.fdesc FROM role_permission rp JOIN permission p ON p.id = rp.permission_id WHERE rp.role_id = $1 ORDER BY p.fname';
  const PERMISSIONS_OF_USER =
    'SELECT p.id, p.fname, p.fdesc FROM user_permission up JOIN permission p ON p.id = up.permission_id WHERE up.user_id = $1 ORDER BY p.fname';
  const as = (permission: string) => ({ permission: `basicdata.${permission}` });
  implementCall(registry, A.rolesOfUser, (b) => ds.query(ROLES_OF_USER, [b.user_id]), as('user.roles'));
  implementCall(registry, A.usersOfRole, (b) => ds.query(USERS_OF_ROLE, [b.role_id]), as('user.list'));
  implementCall(
    registry,
    A.permissionsOfRole,
    (b) => ds.query(PERMISSIONS_OF_ROLE, [b.role_id]),
    as('permission.role_list'),
  );
  implementCall(
    registry,
    A.permissionsOfUser,
    (b) => ds.query(PERMISSIONS_OF_USER, [b.user_id]),
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
