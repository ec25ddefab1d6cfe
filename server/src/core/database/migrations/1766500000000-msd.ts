import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Moisture-sensitive devices and supplier reel labels (docs/msd.md): the package thickness on the material (bake
// table rows), the MSL, date code and label floor life on the reel, the append-only history of each reel's MSD
// events, and the manufacturer part number -> material mapping that reads a supplier's label.

const LEVELS = "'1', '2', '2a', '3', '4', '5', '5a', '6'";
const EVENTS = "'open', 'dry_in', 'dry_out', 'bake', 'expire'";

export class Msd1766500000000 implements MigrationInterface {
  name = 'Msd1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE icitem ADD COLUMN msd_thickness_mm numeric(5,2) CHECK (msd_thickness_mm > 0)');
    await q.query(`ALTER TABLE bundle ADD COLUMN msl varchar(8) CHECK (msl IN (${LEVELS})),
      ADD COLUMN date_code varchar(16) NOT NULL DEFAULT '',
      ADD COLUMN msd_label_hours numeric(8,2) CHECK (msd_label_hours > 0)`);
    await q.query(`CREATE TABLE msd_event (
      id bigserial PRIMARY KEY,
      bundle_id integer NOT NULL REFERENCES bundle(id),
      event varchar(16) NOT NULL CHECK (event IN (${EVENTS})),
      at timestamptz NOT NULL,
      temp_c numeric(6,2),
      rh numeric(5,2) CHECK (rh >= 0 AND rh <= 100),
      hours numeric(8,2) CHECK (hours > 0),
      source varchar(16) NOT NULL DEFAULT 'scan' CHECK (source IN ('scan', 'cfx', 'sweep')),
      cycle integer NOT NULL DEFAULT 0,
      fdesc varchar(256) NOT NULL DEFAULT '',
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX msd_event_bundle_idx ON msd_event (bundle_id, at, id)');
    // an expiry is announced once per floor-life cycle (a bake or a dry-storage reset starts the next one)
    await q.query("CREATE UNIQUE INDEX msd_event_expire_once ON msd_event (bundle_id, cycle) WHERE event = 'expire'");
    await q.query(`CREATE FUNCTION msd_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'msd_event is append-only'; END $$`);
    await q.query(`CREATE TRIGGER msd_event_append_only BEFORE UPDATE OR DELETE ON msd_event
      FOR EACH ROW EXECUTE FUNCTION msd_event_append_only()`);
    await q.query(`CREATE TABLE icitem_mpn (${RECORD_COLUMNS},
      mpn varchar(128) NOT NULL UNIQUE,
      manufacturer varchar(128) NOT NULL DEFAULT '',
      icitem_id integer NOT NULL REFERENCES icitem(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX icitem_mpn_icitem_idx ON icitem_mpn (icitem_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE icitem_mpn');
    await q.query('DROP TABLE msd_event');
    await q.query('DROP FUNCTION msd_event_append_only()');
    await q.query('ALTER TABLE bundle DROP COLUMN msl, DROP COLUMN date_code, DROP COLUMN msd_label_hours');
    await q.query('ALTER TABLE icitem DROP COLUMN msd_thickness_mm');
  }
}
