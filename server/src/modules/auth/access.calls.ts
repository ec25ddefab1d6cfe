import { TOPIC, type AccessLink, type RefusalCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { idField as positiveId, idsField as idList, onlyFields } from '../../core/api/call-input';
import { writeOutbox } from '../../core/events/outbox.writer';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
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

// The management calls of 000 §6 and §7: roles by user, permissions by role and by user, the signed-in user.
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
  const base = 'basicdata';
  registry.registerExtra({
    path: `${base}/user/self`,
    permission: null,
    summary: 'the signed-in user with roles and permissions',
    handler: async (_b, ctx) => auth.self((await sessions.read(ctx.token!))!),
  });
  // Each link table is read and replaced from either side it is managed from: the list answers the linked rows of one
  // owner (`key`), the set call replaces them all.
  type LinkCall = { path: string; permission: string; summary: string; key: 'user_id' | 'role_id'; select: string };
  const lists: LinkCall[] = [
    {
      path: 'user/roles',
      permission: 'user.roles',
      summary: 'roles of a user',
      key: 'user_id',
      select:
        'SELECT r.id, r.fname FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.fname',
    },
    {
      path: 'user/list_by_role',
      permission: 'user.list',
      summary: 'users holding a role',
      key: 'role_id',
      select:
        'SELECT u.id, u.name, u.display_name FROM user_role ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = $1 ORDER BY u.name',
    },
    {
      path: 'permission/role/list',
      permission: 'permission.role_list',
      summary: 'permissions of a role',
      key: 'role_id',
      select:
        'SELECT p.id, p.fname, p.fdesc FROM role_permission rp JOIN permission p ON p.id = rp.permission_id WHERE rp.role_id = $1 ORDER BY p.fname',
    },
    {
      path: 'permission/user/list',
      permission: 'permission.user_list',
      summary: 'permissions granted directly to a user',
      key: 'user_id',
      select:
        'SELECT p.id, p.fname, p.fdesc FROM user_permission up JOIN permission p ON p.id = up.permission_id WHERE up.user_id = $1 ORDER BY p.fname',
    },
  ];
  for (const l of lists) {
    registry.registerExtra({
      path: `${base}/${l.path}`,
      permission: `${base}.${l.permission}`,
      summary: l.summary,
      handler: async (b) => {
        onlyFields(b, [l.key]);
        return ds.query(l.select, [positiveId(b, l.key)]);
      },
    });
  }
  const sets: { path: string; permission: string; summary: string; link: Link; items: string }[] = [
    {
      path: 'user/roles/set',
      permission: 'user.roles_set',
      summary: 'replace the roles of a user',
      link: USER_ROLE,
      items: 'role_ids',
    },
    {
      path: 'permission/role/set',
      permission: 'permission.role_set',
      summary: 'replace the permissions of a role',
      link: ROLE_PERMISSION,
      items: 'permission_ids',
    },
    {
      path: 'permission/user/set',
      permission: 'permission.user_set',
      summary: 'replace the permissions granted directly to a user',
      link: USER_PERMISSION,
      items: 'permission_ids',
    },
  ];
  for (const c of sets) {
    registry.registerExtra({
      path: `${base}/${c.path}`,
      permission: `${base}.${c.permission}`,
      summary: c.summary,
      handler: (b) => {
        onlyFields(b, [c.link.owner, c.items]);
        return set(c.link, positiveId(b, c.link.owner), idList(b, c.items, 10000));
      },
    });
  }
}
