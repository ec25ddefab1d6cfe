import type pg from 'pg';
import { inTransaction, rows, run, sql } from '../../core/db/sql';
import { roleGrants, SCREEN_PERMISSIONS, STANDARD_ROLES } from './standard-roles.data';

const ADD_PERMISSIONS = sql(
  'auth.add_permissions',
  `INSERT INTO permission (fname, fdesc, module) SELECT n, n, split_part(n, '.', 1) FROM unnest($1::varchar[]) AS n
       ON CONFLICT (fname) DO NOTHING RETURNING fname`,
);
const ADD_ROLES = sql(
  'auth.add_roles',
  `INSERT INTO role (fname, checked) SELECT unnest($1::varchar[]), true ON CONFLICT (fname) DO NOTHING RETURNING fname`,
);
const GRANT = sql(
  'auth.grant_role_permissions',
  `INSERT INTO role_permission (role_id, permission_id)
         SELECT r.id, p.id FROM unnest($1::varchar[], $2::varchar[]) AS g(role, permission)
         JOIN role r ON r.fname = g.role JOIN permission p ON p.fname = g.permission
         ON CONFLICT DO NOTHING`,
);

export type AccessSync = { newPermissions: number; newRoles: string[]; grants: number };

// Every permission the code knows exists as a row, and the standard roles exist with their grants (docs/roles.md).
// A role created now gets every permission its rules match; a role that was already there gets only the permissions
// that are new now, so a grant an admin took away stays away. One transaction: servers starting together each insert
// what the other has not, and nothing inserted is left ungranted.
export async function syncAccess(pool: pg.Pool, codeNames: string[]): Promise<AccessSync> {
  const names = [...new Set([...codeNames, ...SCREEN_PERMISSIONS])].sort();
  return inTransaction(pool, async (c) => {
    const added = await rows(c, ADD_PERMISSIONS, [names]);
    const created = await rows(c, ADD_ROLES, [STANDARD_ROLES.map((r) => r.fname)]);
    const fresh = new Set(added.map((a) => a.fname));
    const newRoles = new Set(created.map((c) => c.fname));
    const pairs: { role: string; permission: string }[] = [];
    for (const role of STANDARD_ROLES) {
      const candidates = newRoles.has(role.fname) ? names : names.filter((n) => fresh.has(n));
      for (const permission of candidates)
        if (roleGrants(role, permission)) pairs.push({ role: role.fname, permission });
    }
    if (pairs.length > 0) {
      await run(c, GRANT, [pairs.map((p) => p.role), pairs.map((p) => p.permission)]);
    }
    return { newPermissions: added.length, newRoles: [...newRoles], grants: pairs.length };
  });
}
