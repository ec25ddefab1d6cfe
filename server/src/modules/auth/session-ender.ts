import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';
import type { AccessRepository } from './access.repository';
import type { SessionStore } from './session.store';

// Active as access.repository's ACTIVE says: enabled, with an enabled role.
const ACTIVE_OF = sql(
  'auth.active_of',
  `SELECT u.id FROM users u WHERE NOT u.disabled AND EXISTS (
  SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND NOT r.disabled) AND u.id = ANY($1)`,
);
const ACTIVE_ALL = sql(
  'auth.active_all',
  `SELECT u.id FROM users u WHERE NOT u.disabled AND EXISTS (
  SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND NOT r.disabled)`,
);
const ALL_USERS = sql('auth.all_user_ids', 'SELECT id FROM users');

/** Which users to look at: some ids (a user disabled, deleted, its roles set), or all (a role disabled or deleted). */
export type UsersToCheck = number[] | 'all';

// After a change commits that may leave users unable to hold a session (disabled, deleted, no enabled role left),
// their sessions end at once on every server: the Redis sessions are deleted and their sockets disconnected.
export class SessionEnder {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: SessionStore,
    private readonly access: AccessRepository,
    private readonly disconnect: (userId: number) => void,
  ) {}

  async endInactive(users: UsersToCheck): Promise<number[]> {
    this.access.forget();
    const ids = users === 'all' ? null : [...new Set(users)];
    if (ids !== null && ids.length === 0) return [];
    // A deleted user has no row: ids without an active row are ended too.
    const pool = this.pool;
    const activeRows = ids ? await rows(pool, ACTIVE_OF, [ids]) : await rows(pool, ACTIVE_ALL, []);
    const active = new Set(activeRows.map((r) => r.id));
    const candidates = ids ?? (await rows(pool, ALL_USERS, [])).map((r) => r.id);
    const ended = candidates.filter((id) => !active.has(id));
    for (const id of ended) {
      const had = await this.sessions.revokeUser(id);
      // Over all users most inactive ones have nothing open; a named user's sockets are closed regardless.
      if (ids !== null || had > 0) this.disconnect(id);
    }
    return ended;
  }
}
