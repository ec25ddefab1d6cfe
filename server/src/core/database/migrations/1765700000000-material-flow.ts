import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Material flow to the lines (docs/material-flow.md): reels (bundle) with their splits, the reel-carrying stock
// documents (pick, return, consignment / other in, other out), material preparation with its recommendation, and
// shelving. A reel moves through the ledger under batch_no = its code.

/** reel documents: [name, transfer (entries have a target)]. */
const REEL_DOCS: [string, boolean][] = [
  ['pick_material', true],
  ['material_return', true],
  ['cs_instock', false],
  ['ex_instock', false],
  ['ex_outstock', false],
];

export class MaterialFlow1765700000000 implements MigrationInterface {
  name = 'MaterialFlow1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE bundle (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      icitem_id integer REFERENCES icitem(id),
      fqty numeric(18,6) NOT NULL DEFAULT 0 CHECK (fqty >= 0),
      init_qty numeric(18,6) NOT NULL DEFAULT 0 CHECK (init_qty >= 0),
      lot_no varchar(64) NOT NULL DEFAULT '',
      supplier_id integer REFERENCES supplier(id),
      organization_id integer REFERENCES organization(id),
      production_date timestamptz,
      expiry_date timestamptz,
      validity smallint NOT NULL DEFAULT 1 CHECK (validity IN (0, 1, 2)),
      shelved smallint NOT NULL DEFAULT 0 CHECK (shelved IN (0, 1, 2)),
      stock_id integer REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      received_at timestamptz,
      parent_id integer REFERENCES bundle(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX bundle_icitem_idx ON bundle (icitem_id, stock_id)');
    await q.query('CREATE INDEX bundle_parent_idx ON bundle (parent_id) WHERE parent_id IS NOT NULL');
    await q.query(`CREATE TABLE material_split (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      parent_bundle_id integer NOT NULL REFERENCES bundle(id),
      child_bundle_id integer REFERENCES bundle(id),
      child_fnumber varchar(64) NOT NULL DEFAULT '',
      fqty numeric(18,6) NOT NULL CHECK (fqty > 0),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    for (const [name, transfer] of REEL_DOCS) {
      await q.query(`CREATE TABLE ${name} (${RECORD_COLUMNS},
        fbillno varchar(64) NOT NULL UNIQUE,
        bill_date timestamptz NOT NULL DEFAULT now(),
        stock_id integer REFERENCES stock(id),
        stock_place_id integer REFERENCES stock_place(id),
        ${transfer ? 'to_stock_id integer REFERENCES stock(id), to_stock_place_id integer REFERENCES stock_place(id),' : ''}
        multi_clerk boolean NOT NULL DEFAULT false,
        ${name === 'pick_material' ? 'material_prepare_id integer,' : ''}
        fdesc varchar(256) NOT NULL DEFAULT '')`);
      await q.query(`CREATE TABLE ${name}_entry (
        id serial PRIMARY KEY,
        ${name}_id integer NOT NULL REFERENCES ${name}(id) ON DELETE CASCADE,
        icitem_id integer NOT NULL REFERENCES icitem(id),
        fqty numeric(18,6) NOT NULL CHECK (fqty > 0),
        stock_id integer NOT NULL REFERENCES stock(id),
        stock_place_id integer REFERENCES stock_place(id),
        ${transfer ? 'to_stock_id integer NOT NULL REFERENCES stock(id), to_stock_place_id integer REFERENCES stock_place(id),' : ''}
        batch_no varchar(64) NOT NULL DEFAULT '',
        box_id integer REFERENCES box(id),
        bundle_id integer REFERENCES bundle(id),
        barcode varchar(128) NOT NULL DEFAULT '',
        confirmed boolean NOT NULL DEFAULT false,
        fdesc varchar(256) NOT NULL DEFAULT '')`);
      await q.query(`CREATE INDEX ${name}_entry_parent_idx ON ${name}_entry (${name}_id)`);
      // a reel is in a document once
      await q.query(`CREATE UNIQUE INDEX ${name}_entry_bundle_key ON ${name}_entry (${name}_id, bundle_id)`);
    }
    await q.query(`CREATE TABLE material_prepare (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      icpp_id integer REFERENCES icpp(id),
      worder_id integer REFERENCES worder(id),
      fqty numeric(18,6) NOT NULL DEFAULT 0 CHECK (fqty >= 0),
      stock_id integer REFERENCES stock(id),
      to_stock_id integer REFERENCES stock(id),
      to_stock_place_id integer REFERENCES stock_place(id),
      rule varchar(8) NOT NULL DEFAULT 'fefo' CHECK (rule IN ('fefo', 'fifo')),
      partial_first boolean NOT NULL DEFAULT true,
      build_status smallint NOT NULL DEFAULT 2 CHECK (build_status IN (1, 2, 9)),
      finished_at timestamptz,
      multi_clerk boolean NOT NULL DEFAULT true,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query(`CREATE TABLE material_prepare_entry (
      id serial PRIMARY KEY,
      material_prepare_id integer NOT NULL REFERENCES material_prepare(id) ON DELETE CASCADE,
      icitem_id integer NOT NULL REFERENCES icitem(id),
      need_qty numeric(18,6) NOT NULL DEFAULT 0,
      bundle_id integer REFERENCES bundle(id),
      stock_id integer REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      fqty numeric(18,6) NOT NULL DEFAULT 0,
      seq integer NOT NULL DEFAULT 0,
      ignored boolean NOT NULL DEFAULT false,
      scanned boolean NOT NULL DEFAULT false,
      scanned_by integer REFERENCES users(id),
      scanned_at timestamptz,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX material_prepare_entry_parent_idx ON material_prepare_entry (material_prepare_id)');
    // a reel is prepared once across open preparations: the second scan of it anywhere is refused by this key
    await q.query(`CREATE TABLE bundle_claim (
      bundle_id integer PRIMARY KEY REFERENCES bundle(id),
      doc_type varchar(32) NOT NULL,
      doc_id integer NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE material_shelving (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      source_type varchar(32) NOT NULL DEFAULT '',
      source_id integer,
      shelving_type smallint NOT NULL DEFAULT 1 CHECK (shelving_type IN (1, 2)),
      stock_id integer REFERENCES stock(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query(`CREATE TABLE material_shelving_entry (
      id serial PRIMARY KEY,
      material_shelving_id integer NOT NULL REFERENCES material_shelving(id) ON DELETE CASCADE,
      bundle_id integer NOT NULL REFERENCES bundle(id),
      stock_place_id integer REFERENCES stock_place(id),
      ignored boolean NOT NULL DEFAULT false,
      done boolean NOT NULL DEFAULT false,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX material_shelving_entry_parent_idx ON material_shelving_entry (material_shelving_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = [
      'material_shelving_entry',
      'material_shelving',
      'bundle_claim',
      'material_prepare_entry',
      'material_prepare',
      ...REEL_DOCS.flatMap(([n]) => [`${n}_entry`, n]),
      'material_split',
      'bundle',
    ];
    for (const t of tables) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
