import type { MigrationInterface, QueryRunner } from 'typeorm';

// Kanban screens (issue 5): each TV registers once and keeps its token (stored here only as a SHA-256 hash); a
// projection code binds it to a board. Settings are key/value: 'title' and one grid layout per board ('layout:<board>').
export class KanbanScreens1764400000000 implements MigrationInterface {
  name = 'KanbanScreens1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE kanban_screen (
      id serial PRIMARY KEY,
      name varchar(64) NOT NULL DEFAULT '',
      token_hash varchar(64) NOT NULL UNIQUE,
      binding jsonb,
      bound_by integer REFERENCES users(id) ON DELETE SET NULL,
      bound_at timestamptz,
      last_seen_at timestamptz,
      last_ip varchar(64) NOT NULL DEFAULT '',
      user_agent varchar(256) NOT NULL DEFAULT '',
      revoked boolean NOT NULL DEFAULT false,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE kanban_setting (
      key varchar(64) PRIMARY KEY,
      value jsonb NOT NULL,
      updated_by integer REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO kanban_setting (key, value) VALUES ('title', '"生产看板"'::jsonb)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS kanban_setting');
    await q.query('DROP TABLE IF EXISTS kanban_screen');
  }
}
