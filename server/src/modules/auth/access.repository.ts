import type { DataSource } from 'typeorm';
import { first, poolOf, rows, sql } from '../../core/db/sql';
import { syncAccess, type AccessSync } from './standard-roles.sync';

export type UserRecord = { id: number; name: string; display_name: string; secret_enc: string; disabled: boolean };

export const ADMIN_ROLE = 'admin';
// A user's permission answers are kept this long per process: every call checks one, and a change of roles or grants
// reaches every server within this time.
const ALLOWS_TTL_MS = 5000;
// Whether a user may hold a session at all is kept for a second only: ending sessions is done at once in Redis
// (SessionEnder); this check is the safety net for a session opened while its user was being disabled.
const ACTIVE_TTL_MS = 1000;

// A user may hold a session while it exists, is enabled and has an enabled role: the condition on `users u` that
// ACTIVE and session-ender's statements spell the same way.
const ACTIVE = sql(
  'auth.active_user',
  `SELECT 1 FROM users u WHERE u.id = $1 AND NOT u.disabled AND EXISTS (
  SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND NOT r.disabled)`,
);
const USER_BY_NAME = sql(
  'auth.user_by_name',
  'SELECT id, name, display_name, secret_enc, disabled FROM users WHERE name = $1',
);
const USER_BY_ID = sql(
  'auth.user_by_id',
  'SELECT id, name, display_name, secret_enc, disabled FROM users WHERE id = $1',
);
const ROLES = sql(
  'auth.role_names',
  'SELECT r.fname FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND NOT r.disabled ORDER BY r.fname',
);
const PERMISSIONS = sql(
  'auth.permission_names',
  `SELECT p.fname FROM permission p WHERE NOT p.disabled AND (
         p.id IN (SELECT rp.permission_id FROM role_permission rp JOIN user_role ur ON ur.role_id = rp.role_id
                  JOIN role r ON r.id = rp.role_id WHERE ur.user_id = $1 AND NOT r.disabled)
         OR p.id IN (SELECT up.permission_id FROM user_permission up WHERE up.user_id = $1))
       ORDER BY p.fname`,
);
const ALLOWS = sql(
  'auth.allows',
  `SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.fname = $2 AND NOT r.disabled
       UNION ALL
       SELECT 1 FROM permission p WHERE p.fname = $3 AND NOT p.disabled AND (
         p.id IN (SELECT rp.permission_id FROM role_permission rp JOIN user_role ur ON ur.role_id = rp.role_id
                  JOIN role r ON r.id = rp.role_id WHERE ur.user_id = $1 AND NOT r.disabled)
         OR p.id IN (SELECT up.permission_id FROM user_permission up WHERE up.user_id = $1))
       LIMIT 1`,
);

// Users, their roles and their permissions (through roles and granted directly).
export class AccessRepository {
  private readonly allowed = new Map<string, { at: number; value: Promise<boolean> }>();
  private readonly activeUsers = new Map<number, { at: number; value: Promise<boolean> }>();

  constructor(private readonly ds: DataSource) {}

  async userByName(name: string): Promise<UserRecord | null> {
    return (await first(poolOf(this.ds), USER_BY_NAME, [name])) ?? null;
  }

  async userById(id: number): Promise<UserRecord | null> {
    return (await first(poolOf(this.ds), USER_BY_ID, [id])) ?? null;
  }

  async roles(userId: number): Promise<string[]> {
    return (await rows(poolOf(this.ds), ROLES, [userId])).map((r) => r.fname);
  }

  async permissions(userId: number): Promise<string[]> {
    return (await rows(poolOf(this.ds), PERMISSIONS, [userId])).map((r) => r.fname);
  }

  // The admin role holds every permission; anyone else needs it through a role or a direct grant.
  allows(userId: number, permission: string): Promise<boolean> {
    const key = `${userId}|${permission}`;
    const hit = this.allowed.get(key);
    if (hit && Date.now() - hit.at < ALLOWS_TTL_MS) return hit.value;
    if (this.allowed.size > 50_000) this.allowed.clear();
    const value = this.queryAllows(userId, permission);
    this.allowed.set(key, { at: Date.now(), value });
    value.catch(() => this.allowed.delete(key));
    return value;
  }

  /** Whether the user exists, is enabled and has an enabled role (ACTIVE); every session check asks it. */
  active(userId: number): Promise<boolean> {
    const hit = this.activeUsers.get(userId);
    if (hit && Date.now() - hit.at < ACTIVE_TTL_MS) return hit.value;
    if (this.activeUsers.size > 50_000) this.activeUsers.clear();
    const value = first(poolOf(this.ds), ACTIVE, [userId]).then((row) => row !== undefined);
    this.activeUsers.set(userId, { at: Date.now(), value });
    value.catch(() => this.activeUsers.delete(userId));
    return value;
  }

  /** After a change of users, roles or grants: this process answers from the database again at once. */
  forget(): void {
    this.allowed.clear();
    this.activeUsers.clear();
  }

  private async queryAllows(userId: number, permission: string): Promise<boolean> {
    return (await first(poolOf(this.ds), ALLOWS, [userId, ADMIN_ROLE, permission])) !== undefined;
  }

  /** Every permission name the code knows exists as a row, and the standard roles hold theirs (standard-roles.sync). */
  async syncPermissions(names: string[]): Promise<AccessSync> {
    const answer = await syncAccess(poolOf(this.ds), names);
    this.forget();
    return answer;
  }
}
