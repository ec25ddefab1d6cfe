import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Product definitions, part "binding, lots, test items, reporting" (docs/product-definitions.md): which materials a
// serial number must be bound to and the bindings made, material lot numbers, the limits of test items, and the
// reports of produced quantities to the ERP with every sending attempt.
export class ProductDefinitions1765300000000 implements MigrationInterface {
  name = 'ProductDefinitions1765300000000';

  async up(q: QueryRunner): Promise<void> {
    // One material of a product to bind, optionally only at one station or for one work order (NULL: any).
    await q.query(`CREATE TABLE material_binding_policy (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL DEFAULT '',
      product_id integer NOT NULL REFERENCES product(id),
      station_id integer REFERENCES station(id),
      worder_id integer REFERENCES worder(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      qty integer NOT NULL DEFAULT 1 CHECK (qty BETWEEN 1 AND 1000),
      barcode_pattern varchar(256) NOT NULL DEFAULT '',
      fdesc varchar(256) NOT NULL DEFAULT '',
      UNIQUE NULLS NOT DISTINCT (product_id, station_id, worder_id, icitem_id))`);
    // A binding SN <-> material barcode. A change keeps the old row (replaced) and adds the new one (replaces_id):
    // a barcode is bound at most once among the rows not replaced.
    await q.query(`CREATE TABLE material_binding (${RECORD_COLUMNS},
      sn varchar(64) NOT NULL,
      worder_id integer NOT NULL REFERENCES worder(id),
      station_id integer REFERENCES station(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      policy_id integer REFERENCES material_binding_policy(id),
      barcode varchar(128) NOT NULL,
      replaced boolean NOT NULL DEFAULT false,
      replaced_at timestamptz,
      replaces_id integer REFERENCES material_binding(id) ON DELETE SET NULL,
      reason varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE UNIQUE INDEX material_binding_barcode_uq ON material_binding (barcode) WHERE NOT replaced');
    await q.query('CREATE INDEX material_binding_sn_idx ON material_binding (sn)');
    await q.query(`CREATE TABLE material_lotno (${RECORD_COLUMNS},
      icitem_id integer NOT NULL REFERENCES icitem(id),
      lotno varchar(64) NOT NULL,
      supplier_id integer REFERENCES supplier(id),
      production_date timestamptz,
      expiry_date timestamptz,
      qty numeric(18,6) NOT NULL DEFAULT 0 CHECK (qty >= 0),
      fdesc varchar(256) NOT NULL DEFAULT '',
      UNIQUE (icitem_id, lotno),
      CONSTRAINT material_lotno_expiry_after_production
        CHECK (expiry_date IS NULL OR production_date IS NULL OR expiry_date > production_date))`);
    // The limits of a test item at a station, for one product or (product_id NULL) for every product.
    await q.query(`CREATE TABLE test_item_check (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL,
      fname varchar(128) NOT NULL,
      product_id integer REFERENCES product(id),
      station_id integer NOT NULL REFERENCES station(id),
      lower_limit numeric(18,6),
      upper_limit numeric(18,6),
      unit varchar(32) NOT NULL DEFAULT '',
      required boolean NOT NULL DEFAULT true,
      expected varchar(128) NOT NULL DEFAULT '',
      fdesc varchar(256) NOT NULL DEFAULT '',
      UNIQUE NULLS NOT DISTINCT (station_id, product_id, fnumber),
      CONSTRAINT test_item_check_limits_in_order
        CHECK (lower_limit IS NULL OR upper_limit IS NULL OR lower_limit <= upper_limit))`);
    await q.query(`CREATE TABLE order_reporting (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      result smallint NOT NULL DEFAULT 0 CHECK (result IN (0, 1, 2)),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    // version grows with each correction (update_entry): a send of an older version is dropped.
    await q.query(`CREATE TABLE order_reporting_entry (
      id serial PRIMARY KEY,
      order_reporting_id integer NOT NULL REFERENCES order_reporting(id) ON DELETE CASCADE,
      worder_id integer NOT NULL REFERENCES worder(id),
      qty numeric(18,6) NOT NULL CHECK (qty > 0),
      fdesc varchar(256) NOT NULL DEFAULT '',
      result smallint NOT NULL DEFAULT 0 CHECK (result IN (0, 1, 2)),
      version integer NOT NULL DEFAULT 1,
      attempts integer NOT NULL DEFAULT 0,
      last_error varchar(512) NOT NULL DEFAULT '',
      reported_at timestamptz)`);
    await q.query('CREATE INDEX order_reporting_entry_doc_idx ON order_reporting_entry (order_reporting_id)');
    await q.query('CREATE INDEX order_reporting_entry_worder_idx ON order_reporting_entry (worder_id)');
    await q.query(`CREATE TABLE order_reporting_attempt (
      id bigserial PRIMARY KEY,
      entry_id integer NOT NULL REFERENCES order_reporting_entry(id) ON DELETE CASCADE,
      version integer NOT NULL,
      qty numeric(18,6) NOT NULL,
      at timestamptz NOT NULL DEFAULT now(),
      http_status integer,
      answer varchar(512) NOT NULL DEFAULT '',
      error varchar(512) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX order_reporting_attempt_entry_idx ON order_reporting_attempt (entry_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'order_reporting_attempt',
      'order_reporting_entry',
      'order_reporting',
      'test_item_check',
      'material_lotno',
      'material_binding',
      'material_binding_policy',
    ])
      await q.query(`DROP TABLE ${t}`);
  }
}
