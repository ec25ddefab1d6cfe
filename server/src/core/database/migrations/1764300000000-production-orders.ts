import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const base = RECORD_COLUMNS;

// Production data (issue 4): the work order's planning columns, rework orders with their serial numbers, and the
// status history of both (what worder/get_order_contain_shift reads). Every added column is NULL or defaulted, so
// existing rows (the demo order) stay valid.
export class ProductionOrders1764300000000 implements MigrationInterface {
  name = 'ProductionOrders1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workflow ADD COLUMN fdesc varchar(256) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE worder
      ALTER COLUMN status SET DEFAULT 1,
      ADD COLUMN organization_id integer REFERENCES organization(id),
      ADD COLUMN plan_start_at timestamptz,
      ADD COLUMN plan_end_at timestamptz,
      ADD COLUMN software_version varchar(64) NOT NULL DEFAULT '',
      ADD COLUMN steel_mesh varchar(64) NOT NULL DEFAULT '',
      ADD COLUMN steel_mesh2 varchar(64) NOT NULL DEFAULT '',
      ADD COLUMN fdesc varchar(256) NOT NULL DEFAULT '',
      ADD COLUMN sn_prefix varchar(32) NOT NULL DEFAULT ''`);
    // New orders need at least one piece; rows written before this rule are not re-checked.
    await q.query('ALTER TABLE worder ADD CONSTRAINT worder_fqty_min CHECK (fqty >= 1) NOT VALID');
    for (const column of ['product_id', 'workflow_id', 'organization_id']) {
      await q.query(`CREATE INDEX worder_${column}_idx ON worder (${column})`);
    }
    await q.query('CREATE INDEX worder_line_status_idx ON worder (product_line_id, status)');

    await q.query(`CREATE TABLE reworder (${base},
      fbillno varchar(64) NOT NULL UNIQUE,
      worder_id integer NOT NULL REFERENCES worder(id),
      workflow_id integer NOT NULL REFERENCES workflow(id),
      reason varchar(256) NOT NULL DEFAULT '',
      status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 5),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX reworder_worder_id_idx ON reworder (worder_id)');
    await q.query('CREATE INDEX reworder_workflow_id_idx ON reworder (workflow_id)');
    // prev_state: the SN's sn_state row before it entered the rework, put back when the entry is removed unused.
    await q.query(`CREATE TABLE reworder_sn (
      id serial PRIMARY KEY,
      reworder_id integer NOT NULL REFERENCES reworder(id),
      sn varchar(64) NOT NULL,
      prev_state jsonb,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (reworder_id, sn))`);
    await q.query('CREATE INDEX reworder_sn_sn_idx ON reworder_sn (sn)');

    await q.query(`CREATE TABLE order_status_log (
      id bigserial PRIMARY KEY,
      order_type varchar(16) NOT NULL CHECK (order_type IN ('worder', 'reworder')),
      order_id integer NOT NULL,
      action varchar(32) NOT NULL,
      from_status smallint NOT NULL,
      to_status smallint NOT NULL,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX order_status_log_order_idx ON order_status_log (order_type, order_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['order_status_log', 'reworder_sn', 'reworder']) await q.query(`DROP TABLE IF EXISTS ${t}`);
    for (const index of [
      'worder_line_status_idx',
      'worder_organization_id_idx',
      'worder_workflow_id_idx',
      'worder_product_id_idx',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await q.query(`ALTER TABLE worder DROP CONSTRAINT worder_fqty_min, ALTER COLUMN status DROP DEFAULT,
      DROP COLUMN organization_id, DROP COLUMN plan_start_at, DROP COLUMN plan_end_at, DROP COLUMN software_version,
      DROP COLUMN steel_mesh, DROP COLUMN steel_mesh2, DROP COLUMN fdesc, DROP COLUMN sn_prefix`);
    await q.query('ALTER TABLE workflow DROP COLUMN fdesc');
  }
}
