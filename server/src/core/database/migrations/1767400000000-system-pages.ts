import type { MigrationInterface, QueryRunner } from 'typeorm';

// The two system pages and the per-account tour (docs/system-pages.md): the operation log every write call leaves,
// the hub's own global settings with their history, and the preferences a user keeps across browsers.
export class SystemPages1767400000000 implements MigrationInterface {
  name = 'SystemPages1767400000000';

  async up(q: QueryRunner): Promise<void> {
    // user_id has no foreign key: the log outlives a deleted user, whose name it keeps
    await q.query(`CREATE TABLE op_log (
      id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      user_id integer,
      user_name varchar(64) NOT NULL DEFAULT '',
      ip varchar(64) NOT NULL DEFAULT '',
      module varchar(64) NOT NULL,
      path varchar(256) NOT NULL,
      record_id varchar(64),
      ok boolean NOT NULL,
      err integer,
      message varchar(512) NOT NULL DEFAULT '',
      body jsonb,
      ms integer NOT NULL DEFAULT 0)`);
    await q.query('CREATE INDEX op_log_created_idx ON op_log (created_at)');
    await q.query('CREATE INDEX op_log_user_idx ON op_log (user_id, created_at)');
    await q.query('CREATE INDEX op_log_path_idx ON op_log (path)');
    await q.query('CREATE INDEX op_log_record_idx ON op_log (record_id) WHERE record_id IS NOT NULL');
    await q.query(`CREATE TABLE global_setting (
      key varchar(128) PRIMARY KEY,
      value jsonb NOT NULL,
      updated_by integer REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE global_setting_change (
      id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      creater_id integer REFERENCES users(id) ON DELETE SET NULL,
      key varchar(128) NOT NULL,
      old_value jsonb,
      new_value jsonb NOT NULL)`);
    await q.query('CREATE INDEX global_setting_change_key_idx ON global_setting_change (key, created_at)');
    await q.query(`CREATE TABLE user_preference (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key varchar(64) NOT NULL,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS user_preference');
    await q.query('DROP TABLE IF EXISTS global_setting_change');
    await q.query('DROP TABLE IF EXISTS global_setting');
    await q.query('DROP TABLE IF EXISTS op_log');
  }
}
