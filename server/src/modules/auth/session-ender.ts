import type { DataSource } from 'typeorm';
import { ACTIVE_USER_SQL, type AccessRepository } from './access.repository';
import type { SessionStore } from './session.store';

/** Which users to look at: some ids (a user disabled, deleted, its roles set), or all (a role disabled or deleted). */
export type UsersToCheck = number[] | 'all';

// After a change commits that may leave users unable to hold a session (disabled, deleted, no enabled role left),
// their sessions end at once on every server: the Redis sessions are deleted and their sockets disconnected.
export class SessionEnder {
  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionStore,
    private readonly access: AccessRepository,
    private readonly disconnect: (userId: number) => void,
  ) {}

  async endInactive(users: UsersToCheck): Promise<number[]> {
    this.access.forget();
    const ids = users === 'all' ? null : [...new Set(users)];
    if (ids !== null && ids.length === 0) return [];
    // A deleted user has no row: ids without an active row are ended too.
    const activeRows = (await this.ds.query(
      `SELECT u.id FROM users u WHERE ${ACTIVE_USER_SQL}${ids ? ' AND u.id = ANY($1)' : ''}`,
      ids ? [ids] : [],
    )) as { id: number }[];
    const active = new Set(activeRows.map((r) => r.id));
    const candidates = ids ?? ((await this.ds.query('SELECT id FROM users')) as { id: number }[]).map((r) => r.id);
    const ended = candidates.filter((id) => !active.has(id));
    for (const id of ended) {
      const had = await this.sessions.revokeUser(id);
      // Over all users most inactive ones have nothing open; a named user's sockets are closed regardless.
      if (ids !== null || had > 0) this.disconnect(id);
    }
    return ended;
  }
}
