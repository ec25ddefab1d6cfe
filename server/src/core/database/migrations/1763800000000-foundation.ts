import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const base = RECORD_COLUMNS;

// The foundation schema: the master data the demo factory needs, and the outbox every later fact writes to.
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE organization (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL)`);
    await q.query(`CREATE TABLE factory (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
      organization_id integer NOT NULL REFERENCES organization(id))`);
    await q.query(`CREATE TABLE product_line (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
      factory_id integer NOT NULL REFERENCES factory(id),
      line_type varchar(16) NOT NULL CHECK (line_type IN ('smt', 'assembly')))`);
    await q.query(`CREATE TABLE station_function (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL)`);
    await q.query(`CREATE TABLE station (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
      product_line_id integer NOT NULL REFERENCES product_line(id),
      station_function_id integer REFERENCES station_function(id))`);
    await q.query(`CREATE TABLE workflow (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL)`);
    await q.query(`CREATE TABLE workflow_station (
      workflow_id integer NOT NULL REFERENCES workflow(id) ON DELETE CASCADE,
      seq integer NOT NULL,
      station_id integer NOT NULL REFERENCES station(id),
      PRIMARY KEY (workflow_id, seq), UNIQUE (workflow_id, station_id))`);
    await q.query(`CREATE TABLE product (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL, fspec varchar(256) NOT NULL DEFAULT '',
      workflow_id integer REFERENCES workflow(id))`);
    await q.query(`CREATE TABLE icitem (${base},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
      fdesc varchar(256) NOT NULL DEFAULT '', fspec varchar(256) NOT NULL DEFAULT '')`);
    await q.query(`CREATE TABLE worder (${base},
      fbillno varchar(64) NOT NULL UNIQUE,
      product_id integer NOT NULL REFERENCES product(id),
      product_line_id integer NOT NULL REFERENCES product_line(id),
      workflow_id integer NOT NULL REFERENCES workflow(id),
      fqty integer NOT NULL CHECK (fqty >= 0),
      status smallint NOT NULL CHECK (status BETWEEN 0 AND 5))`);
    await q.query(`CREATE TABLE worder_sn (
      id bigserial PRIMARY KEY,
      worder_id integer NOT NULL REFERENCES worder(id) ON DELETE CASCADE,
      sn varchar(64) NOT NULL UNIQUE)`);
    await q.query(`CREATE INDEX worder_sn_worder_idx ON worder_sn (worder_id)`);
    await q.query(`CREATE TABLE users (${base},
      name varchar(64) NOT NULL UNIQUE, display_name varchar(128) NOT NULL DEFAULT '', secret_enc text NOT NULL)`);
    await q.query(`CREATE TABLE role (${base}, fname varchar(64) NOT NULL UNIQUE)`);
    await q.query(`CREATE TABLE user_role (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, role_id))`);
    // Facts and their outbox entries commit together; a relay moves entries to BullMQ (docs/architecture.md).
    await q.query(`CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      topic varchar(128) NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      relayed_at timestamptz)`);
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE relayed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'outbox',
      'user_role',
      'role',
      'users',
      'worder_sn',
      'worder',
      'icitem',
      'product',
      'workflow_station',
      'workflow',
      'station',
      'station_function',
      'product_line',
      'factory',
      'organization',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
