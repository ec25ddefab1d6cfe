import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Packing, check-weighing and label printers (docs/packing.md): the station a box is packed at, the idempotency key
// of each packed unit, the box's weighing, every change of a box's content, scale calibrations and printers.
export class Packing1765800000000 implements MigrationInterface {
  name = 'Packing1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE box
      ADD COLUMN station_id integer REFERENCES station(id),
      ADD COLUMN weighed_at timestamptz,
      ADD COLUMN closed_at timestamptz`);
    await q.query('CREATE INDEX box_open_idx ON box (worder_id, station_id) WHERE status = 1');
    // A repeated auto_pack with the same key answers the first packing again instead of 1504.
    await q.query('ALTER TABLE box_item ADD COLUMN pack_key varchar(128)');
    await q.query(`CREATE TABLE box_item_log (
      id bigserial PRIMARY KEY,
      box_id integer NOT NULL REFERENCES box(id) ON DELETE CASCADE,
      sn varchar(64) NOT NULL,
      action varchar(16) NOT NULL CHECK (action IN ('pack', 'subtract', 'subjoin')),
      station_id integer REFERENCES station(id),
      fqty_after numeric(18,6) NOT NULL,
      status_after smallint NOT NULL,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX box_item_log_box_idx ON box_item_log (box_id, id)');
    await q.query('CREATE INDEX box_item_log_sn_idx ON box_item_log (sn)');
    await q.query(`CREATE TABLE clodop_device (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL,
      kind varchar(8) NOT NULL DEFAULT 'zpl' CHECK (kind IN ('zpl', 'pdf')),
      host varchar(255) NOT NULL DEFAULT '',
      port integer NOT NULL DEFAULT 9100 CHECK (port BETWEEN 1 AND 65535),
      station_id integer REFERENCES station(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX clodop_device_station_idx ON clodop_device (station_id)');
    await q.query(`CREATE TABLE calibration_weight (${RECORD_COLUMNS},
      station_id integer NOT NULL REFERENCES station(id),
      scale varchar(64) NOT NULL DEFAULT '',
      reference_weight numeric(18,6) NOT NULL CHECK (reference_weight > 0),
      measured_weight numeric(18,6) NOT NULL CHECK (measured_weight >= 0),
      deviation numeric(18,6) NOT NULL,
      tolerance numeric(18,6) NOT NULL CHECK (tolerance >= 0),
      result smallint NOT NULL CHECK (result IN (1, 2)),
      operator varchar(64) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX calibration_weight_station_idx ON calibration_weight (station_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE calibration_weight, clodop_device, box_item_log');
    await q.query('ALTER TABLE box_item DROP COLUMN pack_key');
    await q.query('DROP INDEX box_open_idx');
    await q.query('ALTER TABLE box DROP COLUMN station_id, DROP COLUMN weighed_at, DROP COLUMN closed_at');
  }
}
