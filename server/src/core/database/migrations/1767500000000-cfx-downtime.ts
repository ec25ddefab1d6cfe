import type { MigrationInterface, QueryRunner } from 'typeorm';

// CFX downtime for OEE availability (docs/cfx-oee-genealogy.md): a machine's states as intervals (from one
// StationStateChanged to the next), and the view cfx_downtime widened to the faults AND the intervals in a down or
// blocked state (IPC-CFX ResourceState: SDT_* 4xxx, USD_* 5xxx, SBY_NoProductBlocked 2201). `kind` tells which.
export class CfxDowntime1767500000000 implements MigrationInterface {
  name = 'CfxDowntime1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cfx_state (
      id bigserial PRIMARY KEY,
      cfx_machine_id integer NOT NULL REFERENCES cfx_machine(id),
      station_id integer REFERENCES station(id),
      product_line_id integer REFERENCES product_line(id),
      cfx_message_id bigint REFERENCES cfx_message(id),
      state varchar(64) NOT NULL,
      down boolean NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz)`);
    // one open interval per machine: the state it is in now
    await q.query('CREATE UNIQUE INDEX cfx_state_open_key ON cfx_state (cfx_machine_id) WHERE end_at IS NULL');
    await q.query('CREATE INDEX cfx_state_station_idx ON cfx_state (station_id, start_at) WHERE down');
    // the columns of the first view stay first (CREATE OR REPLACE keeps them); kind and reason are added
    await q.query(`CREATE OR REPLACE VIEW cfx_downtime AS
      SELECT id AS cfx_fault_id, cfx_machine_id, station_id, product_line_id, start_at, end_at,
        extract(epoch FROM coalesce(end_at, now()) - start_at)::float8 AS seconds,
        'fault'::varchar(8) AS kind, fault_code::varchar(64) AS reason
      FROM cfx_fault
      UNION ALL
      SELECT NULL, cfx_machine_id, station_id, product_line_id, start_at, end_at,
        extract(epoch FROM coalesce(end_at, now()) - start_at)::float8, 'state', state
      FROM cfx_state WHERE down`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW cfx_downtime');
    await q.query(`CREATE VIEW cfx_downtime AS
      SELECT id AS cfx_fault_id, cfx_machine_id, station_id, product_line_id, start_at, end_at,
        extract(epoch FROM coalesce(end_at, now()) - start_at)::float8 AS seconds
      FROM cfx_fault`);
    await q.query('DROP TABLE cfx_state');
  }
}
