import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const fdesc = `fdesc varchar(256) NOT NULL DEFAULT ''`;

// Record tables of the resource engine, in creation order (later ones refer to earlier ones).
const TABLES: [string, string][] = [
  // How often: every N days, weeks or months (calendar windows), or every N produced units or running hours.
  [
    'dm_period',
    `fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL DEFAULT '',
    kind varchar(16) NOT NULL DEFAULT 'day' CHECK (kind IN ('day', 'week', 'month', 'units', 'hours')),
    every integer NOT NULL DEFAULT 1 CHECK (every >= 1), ${fdesc}`,
  ],
  // What to check or do, the expected result and, for a measured value, its limits.
  [
    'dm_item',
    `fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL DEFAULT '',
    content varchar(512) NOT NULL DEFAULT '', standard varchar(256) NOT NULL DEFAULT '',
    lower numeric(18,6), upper numeric(18,6), unit varchar(32) NOT NULL DEFAULT '',
    dm_period_id integer NOT NULL REFERENCES dm_period(id), ${fdesc}`,
  ],
  // Which items apply to which device (one row per pair).
  [
    'dm_related_item',
    `device_asset_id integer NOT NULL REFERENCES device_asset(id), dm_item_id integer NOT NULL REFERENCES dm_item(id),
    ${fdesc}, CONSTRAINT dm_related_item_device_item_key UNIQUE (device_asset_id, dm_item_id)`,
  ],
  // The maintenance of one device for one occurrence of a period (period_start names it): one record per occurrence.
  [
    'dm_record',
    `device_asset_id integer NOT NULL REFERENCES device_asset(id), dm_period_id integer NOT NULL REFERENCES dm_period(id),
    product_line_id integer REFERENCES product_line(id), period_start timestamptz NOT NULL,
    done_at timestamptz NOT NULL DEFAULT now(), result varchar(8) NOT NULL DEFAULT 'ok' CHECK (result IN ('ok', 'ng')),
    checker_id integer, checked_at timestamptz, ${fdesc},
    CONSTRAINT dm_record_occurrence_key UNIQUE (device_asset_id, dm_period_id, period_start)`,
  ],
  // A breakdown: from start_at until end_at (NULL while the device is down). Also the downtime OEE reads (dm_downtime).
  [
    'dm_repair_record',
    `device_asset_id integer NOT NULL REFERENCES device_asset(id), product_line_id integer REFERENCES product_line(id),
    start_at timestamptz NOT NULL DEFAULT now(), end_at timestamptz, cause varchar(512) NOT NULL DEFAULT '',
    action varchar(512) NOT NULL DEFAULT '', parts varchar(512) NOT NULL DEFAULT '', ${fdesc},
    CONSTRAINT dm_repair_record_span CHECK (end_at IS NULL OR end_at >= start_at)`,
  ],
];

// Device maintenance (issue 19, docs/device-maintenance.md): periods, items, the items of a device, maintenance
// records with their item results, repairs (downtime), and the overdue occurrences already announced to the line.
export class DeviceMaintenance1766000000000 implements MigrationInterface {
  name = 'DeviceMaintenance1766000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, columns] of TABLES) await q.query(`CREATE TABLE ${table} (${RECORD_COLUMNS}, ${columns})`);
    await q.query(`CREATE TABLE dm_record_entry (
      id serial PRIMARY KEY,
      dm_record_id integer NOT NULL REFERENCES dm_record(id) ON DELETE CASCADE,
      dm_item_id integer NOT NULL REFERENCES dm_item(id),
      value varchar(128) NOT NULL DEFAULT '',
      result varchar(8) NOT NULL DEFAULT 'ok' CHECK (result IN ('ok', 'ng', 'skip')),
      ${fdesc})`);
    // At most one open repair per device: a second "device down" while it is down is refused, also under races.
    await q.query(
      'CREATE UNIQUE INDEX dm_repair_record_open_key ON dm_repair_record (device_asset_id) WHERE end_at IS NULL',
    );
    // An overdue occurrence is announced once (the sweep inserts here first, ON CONFLICT DO NOTHING).
    await q.query(`CREATE TABLE dm_overdue_sent (
      device_asset_id integer NOT NULL REFERENCES device_asset(id) ON DELETE CASCADE,
      dm_period_id integer NOT NULL REFERENCES dm_period(id) ON DELETE CASCADE,
      due_at timestamptz NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (device_asset_id, dm_period_id, due_at))`);
    // Downtime for availability (OEE): one row per repair, open ones running until now.
    await q.query(`CREATE VIEW dm_downtime AS
      SELECT id AS dm_repair_record_id, device_asset_id, product_line_id, start_at, end_at,
        EXTRACT(EPOCH FROM (COALESCE(end_at, now()) - start_at))::bigint AS seconds
      FROM dm_repair_record`);
    for (const [table, column] of [
      ['dm_item', 'dm_period_id'],
      ['dm_related_item', 'dm_item_id'],
      ['dm_record', 'product_line_id'],
      ['dm_repair_record', 'device_asset_id'],
      ['dm_repair_record', 'product_line_id'],
      ['dm_record_entry', 'dm_record_id'],
    ])
      await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW dm_downtime');
    for (const t of ['dm_overdue_sent', 'dm_record_entry']) await q.query(`DROP TABLE ${t}`);
    for (const [table] of [...TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
  }
}
