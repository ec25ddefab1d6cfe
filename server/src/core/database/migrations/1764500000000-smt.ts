import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const base = RECORD_COLUMNS;
const side = `side varchar(16) NOT NULL DEFAULT 'both' CHECK (side IN ('both', 'top', 'bottom'))`;
const fdesc = `fdesc varchar(256) NOT NULL DEFAULT ''`;

// Record tables of the resource engine, in creation order (later ones refer to earlier ones).
const TABLES: [string, string][] = [
  [
    'icpp',
    `fbillno varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL DEFAULT '',
    product_id integer NOT NULL REFERENCES product(id), product_line_id integer REFERENCES product_line(id),
    icbom_fnumber varchar(64) NOT NULL DEFAULT '', program_name varchar(128) NOT NULL DEFAULT '', ${side},
    fqty integer NOT NULL DEFAULT 0 CHECK (fqty >= 0), status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 5),
    freeze_flag smallint NOT NULL DEFAULT 0 CHECK (freeze_flag IN (0, 1)), freeze_reason varchar(256) NOT NULL DEFAULT '',
    plan_start_at timestamptz, plan_end_at timestamptz, ${fdesc}`,
  ],
  [
    'icpp_change',
    `icpp_id integer NOT NULL REFERENCES icpp(id),
    change_type varchar(16) NOT NULL DEFAULT 'update' CHECK (change_type IN ('update', 'add', 'del', 'replace')),
    content varchar(1024) NOT NULL DEFAULT '', reason varchar(256) NOT NULL DEFAULT '', ${fdesc}`,
  ],
  [
    'smt_feeder',
    `fnumber varchar(64) NOT NULL, fname varchar(128) NOT NULL DEFAULT '',
    icpp_id integer REFERENCES icpp(id), product_id integer NOT NULL REFERENCES product(id),
    product_line_id integer REFERENCES product_line(id), ${side}, program_name varchar(128) NOT NULL DEFAULT '',
    version integer NOT NULL DEFAULT 1, parent_id integer REFERENCES smt_feeder(id), ${fdesc}`,
  ],
  [
    'smt_feeder_change',
    `smt_feeder_id integer NOT NULL REFERENCES smt_feeder(id), slot varchar(32) NOT NULL,
    change_type varchar(16) NOT NULL DEFAULT 'replace' CHECK (change_type IN ('replace', 'add', 'del')),
    old_icitem_id integer REFERENCES icitem(id), new_icitem_id integer REFERENCES icitem(id),
    reason varchar(256) NOT NULL DEFAULT '', ${fdesc}`,
  ],
  [
    'steel_mesh',
    `fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
    product_id integer REFERENCES product(id), icpp_id integer REFERENCES icpp(id), ${side},
    thickness numeric(18,6) NOT NULL DEFAULT 0, max_use integer NOT NULL DEFAULT 0, used_count integer NOT NULL DEFAULT 0,
    location varchar(64) NOT NULL DEFAULT '', shelved smallint NOT NULL DEFAULT 0 CHECK (shelved IN (0, 1, 2)),
    shelved_at timestamptz, ${fdesc}`,
  ],
  [
    'smt_order',
    `fbillno varchar(64) NOT NULL UNIQUE, product_id integer NOT NULL REFERENCES product(id),
    product_line_id integer NOT NULL REFERENCES product_line(id), icpp_id integer REFERENCES icpp(id),
    smt_feeder_id integer REFERENCES smt_feeder(id), worder_id integer REFERENCES worder(id),
    steel_mesh_id integer REFERENCES steel_mesh(id), ${side}, fqty integer NOT NULL CHECK (fqty >= 1),
    status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 5), plan_start_at timestamptz, plan_end_at timestamptz, ${fdesc}`,
  ],
  [
    'smt_feeding',
    `fbillno varchar(64) NOT NULL UNIQUE, smt_order_id integer NOT NULL REFERENCES smt_order(id),
    smt_feeder_id integer REFERENCES smt_feeder(id), product_line_id integer REFERENCES product_line(id),
    status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 128), turn integer NOT NULL DEFAULT 0,
    turn_count integer NOT NULL DEFAULT 0, prepared_at timestamptz, finished_at timestamptz, ${fdesc}`,
  ],
  [
    'smt_barcode_policy',
    `fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
    product_id integer REFERENCES product(id), prefix varchar(32) NOT NULL DEFAULT '', pattern varchar(256) NOT NULL DEFAULT '',
    length integer NOT NULL DEFAULT 0 CHECK (length >= 0), ${fdesc}`,
  ],
  [
    'smt_barcode_table',
    `barcode varchar(128) NOT NULL UNIQUE, smt_barcode_policy_id integer REFERENCES smt_barcode_policy(id),
    smt_order_id integer REFERENCES smt_order(id), panel_count integer NOT NULL DEFAULT 1, ${fdesc}`,
  ],
  [
    'smt_bad_mark',
    `barcode varchar(128) NOT NULL, position integer NOT NULL DEFAULT 0,
    smt_order_id integer REFERENCES smt_order(id), reason varchar(256) NOT NULL DEFAULT '', ${fdesc}`,
  ],
  [
    'smt_board_station_log',
    `barcode varchar(128) NOT NULL, smt_order_id integer REFERENCES smt_order(id),
    station_id integer REFERENCES station(id), product_line_id integer REFERENCES product_line(id),
    result smallint NOT NULL DEFAULT 0, ${fdesc}`,
  ],
  [
    'smt_board_items',
    `barcode varchar(128) NOT NULL, sn varchar(64) NOT NULL, position integer NOT NULL DEFAULT 0,
    smt_order_id integer REFERENCES smt_order(id)`,
  ],
  // One row per order in a line's queue; positions 1..n, unique per line (deferred: a move renumbers in one go).
  [
    'production_scheduling',
    `product_line_id integer NOT NULL REFERENCES product_line(id), position integer NOT NULL CHECK (position >= 1),
    smt_order_id integer UNIQUE REFERENCES smt_order(id), worder_id integer UNIQUE REFERENCES worder(id), ${fdesc},
    CHECK (num_nonnulls(smt_order_id, worder_id) = 1),
    CONSTRAINT production_scheduling_position_key UNIQUE (product_line_id, position) DEFERRABLE INITIALLY DEFERRED`,
  ],
  // History: no foreign key to the entry (removed entries keep their log).
  [
    'production_scheduling_log',
    `product_line_id integer NOT NULL REFERENCES product_line(id), production_scheduling_id integer,
    smt_order_id integer REFERENCES smt_order(id), worder_id integer REFERENCES worder(id), fbillno varchar(64) NOT NULL DEFAULT '',
    kind varchar(16) NOT NULL CHECK (kind IN ('operation', 'change')),
    operation smallint CHECK (operation BETWEEN 1 AND 4), change_type smallint CHECK (change_type BETWEEN 1 AND 3),
    from_position integer, to_position integer, ${fdesc}`,
  ],
];

const INDEXES: [string, string][] = [
  ['icpp', 'product_id'],
  ['icpp', 'product_line_id'],
  ['icpp_change', 'icpp_id'],
  ['smt_feeder', 'icpp_id'],
  ['smt_feeder', 'product_id'],
  ['smt_feeder', 'product_line_id'],
  ['smt_feeder', 'parent_id'],
  ['smt_feeder', 'fnumber'],
  ['smt_feeder_change', 'smt_feeder_id'],
  ['steel_mesh', 'icpp_id'],
  ['steel_mesh', 'product_id'],
  ['smt_order', 'product_id'],
  ['smt_order', 'product_line_id'],
  ['smt_order', 'icpp_id'],
  ['smt_order', 'smt_feeder_id'],
  ['smt_order', 'worder_id'],
  ['smt_order', 'steel_mesh_id'],
  ['smt_feeding', 'smt_order_id'],
  ['smt_feeding', 'smt_feeder_id'],
  ['smt_feeding', 'product_line_id'],
  ['smt_barcode_policy', 'product_id'],
  ['smt_barcode_table', 'smt_barcode_policy_id'],
  ['smt_barcode_table', 'smt_order_id'],
  ['smt_bad_mark', 'barcode'],
  ['smt_bad_mark', 'smt_order_id'],
  ['smt_board_station_log', 'barcode'],
  ['smt_board_station_log', 'smt_order_id'],
  ['smt_board_items', 'barcode'],
  ['smt_board_items', 'sn'],
  ['smt_board_items', 'smt_order_id'],
  ['production_scheduling_log', 'product_line_id'],
  ['production_scheduling_log', 'smt_order_id'],
];

// SMT (issue 7): process plans, feeder lists, steel meshes, SMT orders, feeding documents with their slots, reel
// history and work certificates, barcode policies, bad marks, board traces and the scheduling queue with its log.
export class Smt1764500000000 implements MigrationInterface {
  name = 'Smt1764500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, columns] of TABLES) await q.query(`CREATE TABLE ${table} (${base}, ${columns})`);
    for (const [table, column] of INDEXES) await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column})`);
    await q.query('CREATE INDEX smt_order_line_status_idx ON smt_order (product_line_id, status)');
    await q.query('CREATE INDEX production_scheduling_log_line_idx ON production_scheduling_log (product_line_id, id)');

    await q.query(`CREATE TABLE icpp_worder (
      icpp_id integer NOT NULL REFERENCES icpp(id) ON DELETE CASCADE,
      worder_id integer NOT NULL REFERENCES worder(id),
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (icpp_id, worder_id))`);
    await q.query('CREATE INDEX icpp_worder_worder_id_idx ON icpp_worder (worder_id)');

    // The slots of a feeder list: alternates are icitem ids; turns is the raw turn value (numbered by the feeding).
    await q.query(`CREATE TABLE smt_feeder_entry (
      id serial PRIMARY KEY,
      smt_feeder_id integer NOT NULL REFERENCES smt_feeder(id) ON DELETE CASCADE,
      seq integer NOT NULL,
      slot varchar(32) NOT NULL,
      smt_machine_id integer REFERENCES smt_machine(id),
      station varchar(32) NOT NULL DEFAULT '',
      feeder_type varchar(32) NOT NULL DEFAULT '',
      icitem_id integer NOT NULL REFERENCES icitem(id),
      alternates integer[] NOT NULL DEFAULT '{}',
      qty_per_board numeric(18,6) NOT NULL DEFAULT 1,
      turns integer NOT NULL DEFAULT 1,
      no_verify boolean NOT NULL DEFAULT false,
      designators varchar(1024) NOT NULL DEFAULT '',
      UNIQUE (smt_feeder_id, slot))`);
    await q.query('CREATE INDEX smt_feeder_entry_icitem_id_idx ON smt_feeder_entry (icitem_id)');

    // A feeding's own copy of the feeder list (taken at prepare) with each slot's reel and progress.
    await q.query(`CREATE TABLE smt_feeding_entry (
      id serial PRIMARY KEY,
      smt_feeding_id integer NOT NULL REFERENCES smt_feeding(id),
      seq integer NOT NULL,
      slot varchar(32) NOT NULL,
      smt_machine_id integer,
      station varchar(32) NOT NULL DEFAULT '',
      feeder_type varchar(32) NOT NULL DEFAULT '',
      icitem_id integer NOT NULL REFERENCES icitem(id),
      alternates integer[] NOT NULL DEFAULT '{}',
      qty_per_board numeric(18,6) NOT NULL DEFAULT 1,
      turns integer NOT NULL DEFAULT 1,
      turn_no integer,
      no_verify boolean NOT NULL DEFAULT false,
      reel_barcode varchar(128),
      reel_icitem_id integer,
      reel_at timestamptz,
      scanned boolean NOT NULL DEFAULT false,
      scan_checked boolean NOT NULL DEFAULT false,
      full_checked boolean NOT NULL DEFAULT false,
      unloaded boolean NOT NULL DEFAULT false,
      pending varchar(16) CHECK (pending IN ('splice', 'change')),
      fail_count integer NOT NULL DEFAULT 0,
      locked boolean NOT NULL DEFAULT false,
      locked_at timestamptz,
      UNIQUE (smt_feeding_id, slot))`);

    // Every step and every reel scan, pass or fail: the trace from a board's time to the reels on its slots.
    await q.query(`CREATE TABLE smt_feeding_log (
      id bigserial PRIMARY KEY,
      smt_feeding_id integer NOT NULL REFERENCES smt_feeding(id),
      smt_order_id integer NOT NULL,
      product_line_id integer NOT NULL,
      step varchar(32) NOT NULL,
      slot varchar(32),
      turn_no integer,
      barcode varchar(128),
      icitem_id integer,
      expected_icitem_id integer,
      prev_barcode varchar(128),
      verdict varchar(16) NOT NULL CHECK (verdict IN ('pass', 'warning', 'fail', 'locked', 'none')),
      from_status smallint,
      to_status smallint,
      message varchar(512) NOT NULL DEFAULT '',
      reason varchar(256) NOT NULL DEFAULT '',
      checked_at timestamptz,
      checked_by integer,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX smt_feeding_log_feeding_idx ON smt_feeding_log (smt_feeding_id, id)');
    await q.query('CREATE INDEX smt_feeding_log_order_slot_idx ON smt_feeding_log (smt_order_id, slot, created_at)');
    await q.query('CREATE INDEX smt_feeding_log_line_idx ON smt_feeding_log (product_line_id, created_at)');

    // prepare's certificate: only its SHA-256 is kept.
    await q.query(`CREATE TABLE smt_work_cert (
      id serial PRIMARY KEY,
      smt_feeding_id integer NOT NULL REFERENCES smt_feeding(id),
      cert_hash char(64) NOT NULL UNIQUE,
      user_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX smt_work_cert_feeding_idx ON smt_work_cert (smt_feeding_id)');

    await q.query(`CREATE TABLE smt_setting (
      scope varchar(32) NOT NULL,
      key varchar(64) NOT NULL,
      value jsonb NOT NULL,
      creater_id integer,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key))`);

    // SMT orders share the status log of work and rework orders.
    await q.query('ALTER TABLE order_status_log DROP CONSTRAINT order_status_log_order_type_check');
    await q.query(`ALTER TABLE order_status_log ADD CONSTRAINT order_status_log_order_type_check
      CHECK (order_type IN ('worder', 'reworder', 'smt_order'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_status_log WHERE order_type = 'smt_order'`);
    await q.query('ALTER TABLE order_status_log DROP CONSTRAINT order_status_log_order_type_check');
    await q.query(
      `ALTER TABLE order_status_log ADD CONSTRAINT order_status_log_order_type_check CHECK (order_type IN ('worder', 'reworder'))`,
    );
    for (const t of [
      'smt_setting',
      'smt_work_cert',
      'smt_feeding_log',
      'smt_feeding_entry',
      'smt_feeder_entry',
      'icpp_worder',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    for (const [t] of [...TABLES].reverse()) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
