import type { MigrationInterface, QueryRunner } from 'typeorm';

// Station reports (the facts) and what is derived from them: each SN's routing state, and the projections the
// boards read (rebuildable from station_log at any time).
export class StationReports1764200000000 implements MigrationInterface {
  name = 'StationReports1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Where each serial number stands in its flow: next_seq is the workflow step it must report at next.
    await q.query(`CREATE TABLE sn_state (
      sn varchar(64) PRIMARY KEY,
      worder_id integer NOT NULL REFERENCES worder(id) ON DELETE CASCADE,
      workflow_id integer NOT NULL REFERENCES workflow(id),
      reworder_id integer,
      next_seq integer NOT NULL DEFAULT 1,
      last_result smallint NOT NULL DEFAULT 0,
      fail_count integer NOT NULL DEFAULT 0,
      done boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX sn_state_worder_idx ON sn_state (worder_id)');
    await q.query(`CREATE TABLE station_log (
      id bigserial PRIMARY KEY,
      sn varchar(64) NOT NULL,
      worder_id integer NOT NULL REFERENCES worder(id),
      reworder_id integer,
      station_id integer NOT NULL REFERENCES station(id),
      product_line_id integer NOT NULL REFERENCES product_line(id),
      workflow_id integer NOT NULL REFERENCES workflow(id),
      seq integer NOT NULL,
      result smallint NOT NULL CHECK (result BETWEEN 0 AND 6),
      first_pass boolean NOT NULL,
      source varchar(32) NOT NULL,
      operator_id integer REFERENCES users(id),
      operator varchar(64) NOT NULL DEFAULT '',
      report_key varchar(128) UNIQUE,
      answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX station_log_sn_idx ON station_log (sn, id)');
    await q.query('CREATE INDEX station_log_worder_idx ON station_log (worder_id, id)');
    await q.query('CREATE INDEX station_log_station_idx ON station_log (station_id, id)');
    await q.query('CREATE INDEX station_log_created_idx ON station_log (created_at)');
    await q.query(`CREATE TABLE station_log_item (
      id bigserial PRIMARY KEY,
      station_log_id bigint NOT NULL REFERENCES station_log(id) ON DELETE CASCADE,
      name varchar(128) NOT NULL,
      value varchar(128) NOT NULL DEFAULT '',
      lower varchar(64) NOT NULL DEFAULT '',
      upper varchar(64) NOT NULL DEFAULT '',
      unit varchar(32) NOT NULL DEFAULT '',
      result smallint NOT NULL DEFAULT 0)`);
    await q.query('CREATE INDEX station_log_item_log_idx ON station_log_item (station_log_id)');
    // Projections: counters kept by the workers, each fact applied once (projection_applied), rebuildable.
    // rev grows with every update of a row, in commit order: a board keeps the highest rev it has seen per row.
    await q.query(`CREATE TABLE proj_station_stat (
      worder_id integer NOT NULL, station_id integer NOT NULL,
      pass integer NOT NULL DEFAULT 0, fail integer NOT NULL DEFAULT 0,
      first_pass_total integer NOT NULL DEFAULT 0, first_pass_pass integer NOT NULL DEFAULT 0,
      wip integer NOT NULL DEFAULT 0, rev bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (worder_id, station_id))`);
    await q.query(`CREATE TABLE proj_line_hour (
      product_line_id integer NOT NULL, hour timestamptz NOT NULL,
      pass integer NOT NULL DEFAULT 0, fail integer NOT NULL DEFAULT 0, output integer NOT NULL DEFAULT 0,
      rev bigint NOT NULL DEFAULT 0, PRIMARY KEY (product_line_id, hour))`);
    await q.query(`CREATE TABLE proj_worder_progress (
      worder_id integer PRIMARY KEY, started integer NOT NULL DEFAULT 0, finished integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0, last_report_at timestamptz, rev bigint NOT NULL DEFAULT 0)`);
    await q.query(`CREATE TABLE projection_applied (
      outbox_id bigint PRIMARY KEY, emitted boolean NOT NULL DEFAULT false, applied_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'projection_applied',
      'proj_worder_progress',
      'proj_line_hour',
      'proj_station_stat',
      'station_log_item',
      'station_log',
      'sn_state',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
