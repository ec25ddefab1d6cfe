import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const fdesc = `fdesc varchar(256) NOT NULL DEFAULT ''`;
const changeType = `change_type varchar(16) NOT NULL DEFAULT 'update' CHECK (change_type IN ('update', 'add', 'del', 'replace'))`;
const qty = (name: string) => `${name} numeric(18,6) NOT NULL DEFAULT 0`;

// Record tables of the resource engine, in creation order (later ones refer to earlier ones).
const TABLES: [string, string][] = [
  // A BOM of one parent material in one version; (fnumber, version) names it.
  [
    'icbom',
    `fnumber varchar(64) NOT NULL, version varchar(32) NOT NULL DEFAULT 'V1', fname varchar(128) NOT NULL DEFAULT '',
    icitem_id integer NOT NULL REFERENCES icitem(id), product_id integer REFERENCES product(id), ${fdesc},
    CONSTRAINT icbom_fnumber_version_key UNIQUE (fnumber, version)`,
  ],
  [
    'icbom_change',
    `icbom_id integer NOT NULL REFERENCES icbom(id), ${changeType}, icitem_id integer REFERENCES icitem(id),
    old_qty numeric(18,6), new_qty numeric(18,6), content varchar(1024) NOT NULL DEFAULT '',
    reason varchar(256) NOT NULL DEFAULT '', ${fdesc}`,
  ],
  [
    'icmo',
    `fbillno varchar(64) NOT NULL UNIQUE, product_id integer NOT NULL REFERENCES product(id),
    icbom_id integer REFERENCES icbom(id), icbom_fnumber varchar(64) NOT NULL DEFAULT '',
    product_line_id integer REFERENCES product_line(id), workflow_id integer REFERENCES workflow(id),
    fqty integer NOT NULL CHECK (fqty >= 1), status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 5),
    plan_start_at timestamptz, plan_end_at timestamptz, ${fdesc}`,
  ],
  [
    'icmo_change',
    `icmo_id integer NOT NULL REFERENCES icmo(id), ${changeType}, old_fqty integer, new_fqty integer,
    content varchar(1024) NOT NULL DEFAULT '', reason varchar(256) NOT NULL DEFAULT '', ${fdesc}`,
  ],
  [
    'icma',
    `fbillno varchar(64) NOT NULL UNIQUE, icpp_id integer NOT NULL REFERENCES icpp(id),
    icmo_id integer REFERENCES icmo(id), stock_id integer REFERENCES stock(id),
    status varchar(16) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'partly_issued', 'issued')), ${fdesc}`,
  ],
  // What a plan needs against what was issued, returned and consumed, as of regenerated_at (one row per material).
  [
    'material_inventory',
    `icpp_id integer NOT NULL REFERENCES icpp(id) ON DELETE CASCADE, icitem_id integer NOT NULL REFERENCES icitem(id),
    unit_qty numeric(18,6) NOT NULL DEFAULT 0, scrap_rate numeric(9,4) NOT NULL DEFAULT 0, ${qty('need_qty')},
    ${qty('issued_qty')}, ${qty('returned_qty')}, ${qty('consumed_qty')}, ${qty('balance_qty')}, ${qty('shortage_qty')},
    done_units integer NOT NULL DEFAULT 0, regenerated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT material_inventory_icpp_icitem_key UNIQUE (icpp_id, icitem_id)`,
  ],
];

const INDEXES: [string, string][] = [
  ['icbom', 'icitem_id'],
  ['icbom', 'product_id'],
  ['icbom_change', 'icbom_id'],
  ['icmo', 'product_id'],
  ['icmo', 'icbom_id'],
  ['icmo_change', 'icmo_id'],
  ['icma', 'icpp_id'],
  ['icma', 'icmo_id'],
  ['icpp', 'icmo_id'],
  ['worder', 'icmo_id'],
];

// BOMs and production orders (issue 14, docs/bom-orders.md): BOMs with their entries and change records, production
// orders (ICMO) with theirs, the ICMO a process plan or work order was pushed down from, material requisitions (ICMA)
// with their entries and work log, and the material inventory of a process plan.
export class BomOrders1765200000000 implements MigrationInterface {
  name = 'BomOrders1765200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, columns] of TABLES) await q.query(`CREATE TABLE ${table} (${RECORD_COLUMNS}, ${columns})`);
    await q.query('ALTER TABLE icpp ADD COLUMN icmo_id integer REFERENCES icmo(id)');
    await q.query('ALTER TABLE worder ADD COLUMN icmo_id integer REFERENCES icmo(id)');

    // A BOM's children: quantity per one parent, scrap rate in percent, designators, substitute group.
    await q.query(`CREATE TABLE icbom_entry (
      id serial PRIMARY KEY,
      icbom_id integer NOT NULL REFERENCES icbom(id) ON DELETE CASCADE,
      icitem_id integer NOT NULL REFERENCES icitem(id),
      qty numeric(18,6) NOT NULL CHECK (qty > 0),
      scrap_rate numeric(9,4) NOT NULL DEFAULT 0 CHECK (scrap_rate >= 0 AND scrap_rate <= 100),
      position varchar(1024) NOT NULL DEFAULT '',
      substitute_group varchar(32) NOT NULL DEFAULT '',
      ${fdesc})`);
    await q.query('CREATE INDEX icbom_entry_icbom_id_idx ON icbom_entry (icbom_id)');
    await q.query('CREATE INDEX icbom_entry_icitem_id_idx ON icbom_entry (icitem_id)');

    // The materials a requisition asks for.
    await q.query(`CREATE TABLE icma_entry (
      id serial PRIMARY KEY,
      icma_id integer NOT NULL REFERENCES icma(id) ON DELETE CASCADE,
      icitem_id integer NOT NULL REFERENCES icitem(id),
      qty numeric(18,6) NOT NULL CHECK (qty > 0),
      ${fdesc})`);
    await q.query('CREATE INDEX icma_entry_icma_id_idx ON icma_entry (icma_id)');

    // Every issue (work) and return (back) of a requisition; no cascade: a requisition with moves cannot be deleted.
    await q.query(`CREATE TABLE icma_wlog (
      id bigserial PRIMARY KEY,
      icma_id integer NOT NULL REFERENCES icma(id),
      icpp_id integer NOT NULL REFERENCES icpp(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      action varchar(8) NOT NULL CHECK (action IN ('work', 'back')),
      qty numeric(18,6) NOT NULL CHECK (qty > 0),
      barcode varchar(128) NOT NULL DEFAULT '',
      ${fdesc},
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX icma_wlog_icma_id_idx ON icma_wlog (icma_id, id)');
    await q.query('CREATE INDEX icma_wlog_icpp_id_idx ON icma_wlog (icpp_id, icitem_id)');

    for (const [table, column] of INDEXES) await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['icma_wlog', 'icma_entry', 'icbom_entry']) await q.query(`DROP TABLE ${t}`);
    await q.query('ALTER TABLE worder DROP COLUMN icmo_id');
    await q.query('ALTER TABLE icpp DROP COLUMN icmo_id');
    for (const [table] of [...TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
  }
}
