import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Repair, unbinding, binding stations and shift orders (docs/repair-binding.md): a failed unit's repair record with
// its defect codes and replaced parts, one trace table for every undo (unbinding, recycling, unboxing), the material
// lots put at a station, and who worked which station on which shift.
export class RepairBinding1765900000000 implements MigrationInterface {
  name = 'RepairBinding1765900000000';

  async up(q: QueryRunner): Promise<void> {
    // status 1 waiting for repair (bad enter), 2 repaired (back in its flow), 3 scrapped.
    await q.query(`CREATE TABLE repair_record (${RECORD_COLUMNS},
      sn varchar(64) NOT NULL,
      worder_id integer NOT NULL REFERENCES worder(id),
      station_id integer NOT NULL REFERENCES station(id),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      fdesc varchar(256) NOT NULL DEFAULT '',
      cause varchar(256) NOT NULL DEFAULT '',
      action varchar(256) NOT NULL DEFAULT '',
      repairer_id integer REFERENCES users(id),
      repaired_at timestamptz,
      back_station_id integer REFERENCES station(id),
      back_result smallint CHECK (back_result IN (4, 5)),
      bad_log_id bigint,
      repair_log_id bigint,
      idem_key varchar(128) UNIQUE)`);
    // One open repair per SN: a second bad enter while one waits is refused by the index, also when they race.
    await q.query('CREATE UNIQUE INDEX repair_record_open_uq ON repair_record (sn) WHERE status = 1');
    await q.query('CREATE INDEX repair_record_sn_idx ON repair_record (sn, id)');
    await q.query(`CREATE TABLE repair_defect (
      id serial PRIMARY KEY,
      repair_record_id integer NOT NULL REFERENCES repair_record(id) ON DELETE CASCADE,
      error_code_id integer NOT NULL REFERENCES error_code(id),
      UNIQUE (repair_record_id, error_code_id))`);
    // Every undo: who undid what and why. kind: material (a binding released), repair_replace (a part replaced in a
    // repair), unbind (all of a unit's parts released), sn_recycle, bn_table, unboxing_rework.
    await q.query(`CREATE TABLE unbind_log (
      id serial PRIMARY KEY,
      kind varchar(32) NOT NULL,
      sn varchar(64) NOT NULL DEFAULT '',
      barcode varchar(128) NOT NULL DEFAULT '',
      worder_id integer REFERENCES worder(id) ON DELETE SET NULL,
      material_binding_id integer REFERENCES material_binding(id) ON DELETE SET NULL,
      box_id integer REFERENCES box(id) ON DELETE SET NULL,
      repair_record_id integer REFERENCES repair_record(id) ON DELETE SET NULL,
      reason varchar(256) NOT NULL DEFAULT '',
      detail jsonb NOT NULL DEFAULT '{}',
      creater_id integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX unbind_log_sn_idx ON unbind_log (sn, id)');
    await q.query('CREATE INDEX unbind_log_kind_idx ON unbind_log (kind, id)');
    // The material lot put at a station (put_material): the lot the station's units are made with, until replaced.
    await q.query(`CREATE TABLE station_material (${RECORD_COLUMNS},
      station_id integer NOT NULL REFERENCES station(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      lotno varchar(128) NOT NULL,
      material_lotno_id integer REFERENCES material_lotno(id),
      qty numeric(18,6) NOT NULL DEFAULT 0 CHECK (qty >= 0))`);
    await q.query(
      'CREATE UNIQUE INDEX station_material_active_uq ON station_material (station_id, icitem_id) WHERE NOT disabled',
    );
    await q.query(`CREATE TABLE shift_order (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      product_line_id integer NOT NULL REFERENCES product_line(id),
      shift_date varchar(10) NOT NULL CHECK (shift_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      shift varchar(8) NOT NULL CHECK (shift IN ('day', 'night')),
      fdesc varchar(256) NOT NULL DEFAULT '',
      UNIQUE (product_line_id, shift_date, shift))`);
    await q.query(`CREATE TABLE shift_order_entry (
      id serial PRIMARY KEY,
      shift_order_id integer NOT NULL REFERENCES shift_order(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id),
      station_id integer NOT NULL REFERENCES station(id),
      entered_at timestamptz NOT NULL DEFAULT now(),
      left_at timestamptz,
      CHECK (left_at IS NULL OR left_at >= entered_at))`);
    // A person works one station at a time: one open entry per user.
    await q.query('CREATE UNIQUE INDEX shift_order_entry_open_uq ON shift_order_entry (user_id) WHERE left_at IS NULL');
    await q.query('CREATE INDEX shift_order_entry_order_idx ON shift_order_entry (shift_order_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'DROP TABLE shift_order_entry, shift_order, station_material, unbind_log, repair_defect, repair_record',
    );
  }
}
