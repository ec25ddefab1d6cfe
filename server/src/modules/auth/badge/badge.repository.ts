import { TOPIC } from '@mes/contracts';
import type pg from 'pg';
import { first, inTransaction, sql } from '../../../core/db/sql';
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

// Each reads the columns of BadgeUser: id, name, disabled, badge_no, pin_enc, badge_login.
const BY_BADGE = sql(
  'auth.user_by_badge',
  `SELECT id, name, disabled, badge_no, pin_enc, badge_login FROM users WHERE badge_no = $1`,
);
const LOCK_USER = sql(
  'auth.lock_badge_user',
  `SELECT id, name, disabled, badge_no, pin_enc, badge_login FROM users WHERE id = $1 FOR UPDATE`,
);
const HOLDER = sql(
  'auth.badge_holder',
  `SELECT id, name, disabled, badge_no, pin_enc, badge_login FROM users WHERE badge_no = $1 AND id <> $2`,
);
const WRITE_BADGE = sql(
  'auth.write_badge',
  `UPDATE users SET badge_no = $2, pin_enc = $3, badge_login = $4, updated_at = now() WHERE id = $1 RETURNING id, name, disabled, badge_no, pin_enc, badge_login`,
);

// The badge columns of `users` (migration 1764700000000-operator-badges): reads for the login, one locked write.
export class BadgeRepository {
  constructor(private readonly pool: pg.Pool) {}

  async byBadge(badge: string): Promise<BadgeUser | null> {
    return (await first(this.pool, BY_BADGE, [badge])) ?? null;
  }

  /** Runs `change` on the user's row, locked, and writes what it answers; null when there is no such user. */
  async update(
    userId: number,
    by: number | null,
    change: (current: BadgeUser, holder: Holder) => Promise<BadgeChange>,
  ): Promise<BadgeUser | null> {
    return inTransaction(this.pool, async (c) => {
      const current = await first(c, LOCK_USER, [userId]);
      if (!current) return null;
      const holder: Holder = async (badge) => (await first(c, HOLDER, [badge, userId])) ?? null;
      const next = await change(current, holder);
      const written = await first(c, WRITE_BADGE, [userId, next.badge_no, next.pin_enc, next.badge_login]);
      await writeOutbox(c, TOPIC.userBadge, { id: userId, by });
      // the row locked above: the update finds it
      return written ?? null;
    });
  }
}
