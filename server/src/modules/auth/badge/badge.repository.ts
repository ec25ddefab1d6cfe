import { TOPIC } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { writeOutbox } from '../../../core/events/outbox.writer';

export type BadgeUser = {
  id: number;
  name: string;
  disabled: boolean;
  badge_no: string | null;
  pin_enc: string | null;
  badge_login: boolean;
};
export type BadgeChange = { badge_no: string | null; pin_enc: string | null; badge_login: boolean };

/** The other user holding a badge number, if any. */
export type Holder = (badge: string) => Promise<BadgeUser | null>;

const COLS = 'id, name, disabled, badge_no, pin_enc, badge_login';

// The badge columns of `users` (migration 1764700000000-operator-badges): reads for the login, one locked write.
export class BadgeRepository {
  constructor(private readonly ds: DataSource) {}

  async byBadge(badge: string): Promise<BadgeUser | null> {
    const rows = (await this.ds.query(`SELECT ${COLS} FROM users WHERE badge_no = $1`, [badge])) as BadgeUser[];
    return rows[0] ?? null;
  }

  /** Runs `change` on the user's row, locked, and writes what it answers; null when there is no such user. */
  async update(
    userId: number,
    by: number | null,
    change: (current: BadgeUser, holder: Holder) => Promise<BadgeChange>,
  ): Promise<BadgeUser | null> {
    return this.ds.transaction(async (m: EntityManager) => {
      const rows = (await m.query(`SELECT ${COLS} FROM users WHERE id = $1 FOR UPDATE`, [userId])) as BadgeUser[];
      if (rows.length === 0) return null;
      const holder: Holder = async (badge) =>
        (
          (await m.query(`SELECT ${COLS} FROM users WHERE badge_no = $1 AND id <> $2`, [badge, userId])) as BadgeUser[]
        )[0] ?? null;
      const next = await change(rows[0], holder);
      const written = (await m.query(
        `UPDATE users SET badge_no = $2, pin_enc = $3, badge_login = $4, updated_at = now() WHERE id = $1 RETURNING ${COLS}`,
        [userId, next.badge_no, next.pin_enc, next.badge_login],
      )) as [BadgeUser[], number];
      await writeOutbox(m, TOPIC.userBadge, { id: userId, by });
      return written[0][0];
    });
  }
}
