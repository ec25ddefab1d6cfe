import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Label designs, packaging plans with their levels, glue plans and glue weighings (issue 14; docs/labels-packaging.md).
export class LabelsPackaging1765100000000 implements MigrationInterface {
  name = 'LabelsPackaging1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE label_design (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL,
      label_type varchar(16) NOT NULL DEFAULT 'sn'
        CHECK (label_type IN ('sn', 'box', 'carton', 'pallet', 'material', 'other')),
      product_id integer REFERENCES product(id),
      barcode_label_design_id integer REFERENCES barcode_label_design(id),
      width_mm numeric(18,6) NOT NULL CHECK (width_mm BETWEEN 5 AND 300),
      height_mm numeric(18,6) NOT NULL CHECK (height_mm BETWEEN 5 AND 300),
      dpi integer NOT NULL DEFAULT 203 CHECK (dpi IN (203, 300, 600)),
      copies integer NOT NULL DEFAULT 1 CHECK (copies BETWEEN 1 AND 100),
      design jsonb NOT NULL,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX label_design_product_idx ON label_design (product_id, label_type)');

    await q.query(`CREATE TABLE packaging_plan (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL,
      product_id integer NOT NULL REFERENCES product(id),
      worder_id integer REFERENCES worder(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX packaging_plan_product_idx ON packaging_plan (product_id)');
    await q.query('CREATE INDEX packaging_plan_worder_idx ON packaging_plan (worder_id)');
    // One row per level of a plan: unique, so a plan cannot hold two "box" levels.
    await q.query(`CREATE TABLE packaging_plan_level (
      id serial PRIMARY KEY,
      packaging_plan_id integer NOT NULL REFERENCES packaging_plan(id),
      level varchar(16) NOT NULL CHECK (level IN ('unit', 'box', 'carton', 'pallet')),
      qty integer NOT NULL CHECK (qty BETWEEN 1 AND 1000000),
      weight numeric(18,6) NOT NULL DEFAULT 0 CHECK (weight >= 0),
      tolerance numeric(18,6) NOT NULL DEFAULT 0 CHECK (tolerance >= 0),
      label_design_id integer REFERENCES label_design(id),
      CONSTRAINT packaging_plan_level_once UNIQUE (packaging_plan_id, level))`);
    await q.query('CREATE INDEX packaging_plan_level_label_idx ON packaging_plan_level (label_design_id)');

    await q.query(`CREATE TABLE glue_plan (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL,
      product_id integer NOT NULL REFERENCES product(id),
      station_id integer REFERENCES station(id),
      glue_type varchar(64) NOT NULL,
      min_weight numeric(18,6) NOT NULL CHECK (min_weight >= 0),
      max_weight numeric(18,6) NOT NULL,
      fdesc varchar(256) NOT NULL DEFAULT '',
      CONSTRAINT glue_plan_window CHECK (min_weight <= max_weight))`);
    await q.query('CREATE INDEX glue_plan_product_idx ON glue_plan (product_id)');

    await q.query(`CREATE TABLE glue_item (${RECORD_COLUMNS},
      worder_id integer NOT NULL REFERENCES worder(id),
      station_id integer NOT NULL REFERENCES station(id),
      glue_plan_id integer NOT NULL REFERENCES glue_plan(id),
      sn varchar(64) NOT NULL DEFAULT '',
      weight numeric(18,6) NOT NULL,
      result smallint NOT NULL CHECK (result IN (1, 2)))`);
    await q.query('CREATE INDEX glue_item_worder_idx ON glue_item (worder_id, id)');
    await q.query('CREATE INDEX glue_item_plan_idx ON glue_item (glue_plan_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE glue_item, glue_plan, packaging_plan_level, packaging_plan, label_design');
  }
}
