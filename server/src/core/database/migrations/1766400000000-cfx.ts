import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// IPC-CFX machines (issue 22, docs/cfx.md): the machines (a CFX handle mapped to a station and line, with its link
// and state), every message as received, the faults (downtime), and the materials installed per unit.
export class Cfx1766400000000 implements MigrationInterface {
  name = 'Cfx1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cfx_machine (${RECORD_COLUMNS},
      handle varchar(128) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL DEFAULT '',
      station_id integer REFERENCES station(id),
      device_asset_id integer REFERENCES device_asset(id),
      link_state varchar(16) NOT NULL DEFAULT 'unknown' CHECK (link_state IN ('unknown', 'online', 'offline')),
      last_heartbeat_at timestamptz,
      heartbeat_s integer NOT NULL DEFAULT 0,
      state varchar(64) NOT NULL DEFAULT '',
      state_at timestamptz,
      open_faults integer NOT NULL DEFAULT 0,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX cfx_machine_station_id_idx ON cfx_machine (station_id)');
    await q.query('CREATE INDEX cfx_machine_device_asset_id_idx ON cfx_machine (device_asset_id)');

    // Stored before it is applied; (source, unique_id) keeps a redelivery from being applied twice. raw is the body
    // exactly as received (it may not be JSON); envelope fields are NULL or '' when the message lacked them.
    await q.query(`CREATE TABLE cfx_message (
      id bigserial PRIMARY KEY,
      source varchar(256) NOT NULL,
      unique_id varchar(128) NOT NULL,
      message_name varchar(256) NOT NULL DEFAULT '',
      address varchar(256) NOT NULL DEFAULT '',
      reply_to varchar(256) NOT NULL DEFAULT '',
      request_id varchar(128) NOT NULL DEFAULT '',
      transaction_id varchar(64) NOT NULL DEFAULT '',
      sent_at timestamptz,
      received_at timestamptz NOT NULL DEFAULT now(),
      raw text NOT NULL,
      status varchar(16) NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'applied', 'refused', 'malformed', 'unknown', 'stored', 'failed')),
      reason varchar(2048) NOT NULL DEFAULT '',
      outcome jsonb,
      applied_at timestamptz,
      cfx_machine_id integer REFERENCES cfx_machine(id),
      CONSTRAINT cfx_message_source_unique_key UNIQUE (source, unique_id))`);
    await q.query(`CREATE INDEX cfx_message_pending_idx ON cfx_message (id) WHERE status = 'received'`);
    await q.query('CREATE INDEX cfx_message_status_idx ON cfx_message (status, id)');
    await q.query('CREATE INDEX cfx_message_machine_idx ON cfx_message (cfx_machine_id, id)');
    await q.query(
      `CREATE INDEX cfx_message_transaction_idx ON cfx_message (source, transaction_id) WHERE transaction_id <> ''`,
    );

    // A machine's fault from FaultOccurred until FaultCleared (end_at NULL: still standing).
    await q.query(`CREATE TABLE cfx_fault (
      id serial PRIMARY KEY,
      cfx_machine_id integer NOT NULL REFERENCES cfx_machine(id),
      station_id integer REFERENCES station(id),
      product_line_id integer REFERENCES product_line(id),
      occurrence_id varchar(64) NOT NULL,
      fault_code varchar(64) NOT NULL DEFAULT '',
      severity varchar(32) NOT NULL DEFAULT '',
      cause varchar(64) NOT NULL DEFAULT '',
      description varchar(512) NOT NULL DEFAULT '',
      start_at timestamptz NOT NULL,
      end_at timestamptz,
      CONSTRAINT cfx_fault_occurrence_key UNIQUE (cfx_machine_id, occurrence_id))`);
    await q.query('CREATE INDEX cfx_fault_station_idx ON cfx_fault (station_id, start_at)');
    await q.query('CREATE INDEX cfx_fault_line_idx ON cfx_fault (product_line_id, start_at)');
    // What availability may subtract, as dm_downtime does for repairs (seconds up to now while open).
    await q.query(`CREATE VIEW cfx_downtime AS
      SELECT id AS cfx_fault_id, cfx_machine_id, station_id, product_line_id, start_at, end_at,
        extract(epoch FROM coalesce(end_at, now()) - start_at)::float8 AS seconds
      FROM cfx_fault`);

    // Which reel went into which unit, as the placement machine said (CFX.Production.Assembly.MaterialsInstalled).
    await q.query(`CREATE TABLE cfx_installed (
      id bigserial PRIMARY KEY,
      cfx_message_id bigint NOT NULL REFERENCES cfx_message(id),
      cfx_machine_id integer REFERENCES cfx_machine(id),
      unit varchar(128) NOT NULL,
      position integer NOT NULL DEFAULT 0,
      reel varchar(128) NOT NULL,
      part varchar(128) NOT NULL DEFAULT '',
      location varchar(64) NOT NULL DEFAULT '',
      quantity numeric(18,6) NOT NULL DEFAULT 0,
      smt_order_id integer REFERENCES smt_order(id),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX cfx_installed_unit_idx ON cfx_installed (unit)');
    await q.query('CREATE INDEX cfx_installed_reel_idx ON cfx_installed (reel)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cfx_installed');
    await q.query('DROP VIEW cfx_downtime');
    await q.query('DROP TABLE cfx_fault');
    await q.query('DROP TABLE cfx_message');
    await q.query('DROP TABLE cfx_machine');
  }
}
